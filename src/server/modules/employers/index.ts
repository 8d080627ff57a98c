// What other modules may use of employers: anything else in this folder is its own business.
export { findOwnCompany, requireOwnCompany } from './company/service';
