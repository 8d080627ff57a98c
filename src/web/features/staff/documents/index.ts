// What the console's other pages may use of document review: an application names its documents by type.
export { useDocumentTypeLabel } from './document-status-badge';
