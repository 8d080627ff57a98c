// What the employer's other tabs may use of the company profile: posting needs a company, and the
// dashboard shows where its verification stands.
export { useCompany } from './api/get-company';
export { VerificationStatus } from './verification-status';
