// What other modules may use of imports: anything else in this folder is its own business.
export { purgeExpiredImports } from './purge-expired-imports';
export { readImportFile } from './read-import-file';
export type { FileRow } from './read-import-file';
