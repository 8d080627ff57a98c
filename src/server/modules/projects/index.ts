// What other modules may use of projects: anything else in this folder is its own business.
export { enrolPeople, withdrawPersonFromProject } from './enrolment-queries';
