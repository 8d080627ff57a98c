// What other modules may use of duplicates: anything else in this folder is its own business.
export { enqueueDuplicateCheck } from './detection/jobs';
