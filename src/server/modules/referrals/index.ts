// What other modules may use of referrals: anything else in this folder is its own business.
export { staffReferralRoutes } from './routes';
export { beneficiaryReferralRoutes } from './beneficiary-routes';
