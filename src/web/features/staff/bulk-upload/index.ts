// What the console's other pages may use of bulk upload: the dashboard commits an import waiting in the registry.
export { useCommitImport } from './api/commit-import';
