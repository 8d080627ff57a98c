/*
 * The programmes module: programme design and the eligibility facts other modules judge applicants with
 * (applications imports these; this module never imports applications).
 */
export { loadEligibilityFacts } from './eligibility/facts-queries';
export { evaluateApplicants, referenceDateOf } from './eligibility/evaluate';
export { scoringInputOf } from './eligibility/scoring-input';
export { evaluateApplicants as evaluateFor } from './eligibility/evaluate';
export { requireProgrammeDesign } from './design/permission';
export { beneficiaryFollowUpRoutes } from './outcomes/beneficiary-routes';
export { staffProgrammeOutcomesRoutes } from './outcomes/routes';
