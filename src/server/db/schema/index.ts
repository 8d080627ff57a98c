export * from './auth';
export * from './staff';
export * from './platform';
