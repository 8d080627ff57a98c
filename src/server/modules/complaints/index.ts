// What other modules may use of complaints: anything else in this folder is its own business.
export { loadSafeguarding, visibleTo } from './staff/queries';
