// What other modules may use of registry: anything else in this folder is its own business.
export type { BeneficiaryRow } from './beneficiary-profile/queries';
export { loadOwnBeneficiary } from './beneficiary-profile/service';
export { countVerifiedDocuments } from './beneficiary-profile/queries';
export { hasSkillsAssessment } from './skills-assessment/service';
