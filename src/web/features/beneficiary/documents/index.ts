// What the beneficiary's other tabs may use of the documents tab: the application wizard uploads a required
// document there and then, with the same dialog as this tab.
export { UploadDialog } from './upload-dialog';
