// What the console's other pages may use of projects: messages address a project's members.
export { projectsQuery } from './api/get-projects';
