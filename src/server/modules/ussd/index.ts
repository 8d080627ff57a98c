// What other parts of the platform may use of the USSD menu: anything else in this folder is its own business.
export { beneficiaryUssdPinRoutes } from './pin-routes';
export { ussdCallbackRoutes, ussdSimulatorRoutes } from './routes';
