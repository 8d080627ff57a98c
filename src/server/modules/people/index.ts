// A person's registry record as staff read it (the row, its mapping to the API, the records linked
// to it), shared by every module that shows a person: the registry, duplicate decisions, application review.
export { changedFields, toColumns, toRegistryPerson } from './person-mappers';
export {
  BENEFICIARY_TARGET,
  findAccountEmail,
  findBeneficiary,
  findIdHoldingProgresId,
  insertBeneficiary,
  listHistory,
  updateBeneficiary,
} from './person-queries';
export type { BeneficiaryRow, BeneficiaryValues } from './person-queries';
export { listDocuments, listOpenDuplicateAlerts } from './related-record-queries';
export { loadRelatedRecords } from './related-records';
