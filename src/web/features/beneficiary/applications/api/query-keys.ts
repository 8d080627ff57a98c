/** Everything the applications tab caches lives under this prefix; a change invalidates it all. */
export const APPLICATIONS_KEY = ['beneficiary', 'applications'] as const;
