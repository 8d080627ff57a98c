// What other modules may use of complaints: anything else in this folder is its own business.
export { loadSafeguarding, visibleTo } from './staff/queries';
// Cases opened by other flows (a payment verification answer) on a person's behalf.
export { openCaseFor, type CaseOpening } from './beneficiary/service';
