// Programme cycles, entitlement plans and preparing their payments.
export { beneficiaryPaymentPlanRoutes, staffCycleRoutes } from './routes';
