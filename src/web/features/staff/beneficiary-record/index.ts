// What the console's other pages may use of a beneficiary's record: the list adds a beneficiary with its dialog.
export { AddBeneficiaryDialog } from './add-beneficiary-dialog';
