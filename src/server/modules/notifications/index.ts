// What other modules may use of notifications: anything else in this folder is its own business.
export { notifyBeneficiaries, notifyBeneficiary } from './beneficiary/notify-beneficiary';
