// What other modules may use of payments: anything else in this folder is its own business.
export { visibleToBeneficiary } from './ledger/visible-payments';
