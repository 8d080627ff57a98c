// What other modules may use of phone verification: anything else in this folder is its own business.
export { phoneVerificationRoutes } from './routes';
export { forgetOldPhoneCodes } from './retention';
