// What other modules may use of documents: anything else in this folder is its own business.
export { contentDisposition } from './beneficiary/content-disposition';
