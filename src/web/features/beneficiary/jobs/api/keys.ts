/** Every Job Search query starts with this key: applying or declining refreshes them all. */
export const JOBS_QUERY_KEY = ['beneficiary', 'jobs'] as const;
