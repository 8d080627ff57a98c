/*
 * The cache prefixes that more than one tab reads or invalidates: posting a job changes the dashboard's
 * counts and the applications tab's job filter, deciding on an application changes the jobs' counts.
 * They live here so that the tabs share a key, not each other's code.
 */
export const DASHBOARD_QUERY_KEY = ['employer', 'dashboard'] as const;
export const JOBS_QUERY_KEY = ['employer', 'jobs'] as const;
export const APPLICATIONS_QUERY_KEY = ['employer', 'applications'] as const;
