// What the employer's other tabs may use of the jobs tab: the dashboard lists postings with their status.
export { JobStatusBadge } from './job-status-badge';
