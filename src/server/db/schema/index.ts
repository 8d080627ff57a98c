export * from './auth';
export * from './staff';
export * from './platform';
export * from './beneficiaries';
export * from './programmes';
export * from './beneficiary-records';
