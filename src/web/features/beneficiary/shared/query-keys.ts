/*
 * The cache prefixes that more than one tab reads or invalidates. Saving a profile, a business, a skills
 * assessment or an application, or reading a message, changes the dashboard; an upload changes the CVs
 * the jobs tab offers. They live here so that the tabs share a key, not each other's code.
 */
export const DASHBOARD_QUERY_KEY = ['beneficiary', 'dashboard'] as const;
/** Every documents query starts with this key: an upload refreshes them all. */
export const DOCUMENTS_QUERY_KEY = ['beneficiary', 'documents'] as const;
