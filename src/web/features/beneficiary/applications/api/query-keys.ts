/** Everything the applications tab caches lives under this prefix; a change invalidates it all. */
export const APPLICATIONS_KEY = ['beneficiary', 'applications'] as const;
/** The dashboard's recent applications and counts change too (its key, not its code: features stay apart). */
export const DASHBOARD_KEY = ['beneficiary', 'dashboard'] as const;
