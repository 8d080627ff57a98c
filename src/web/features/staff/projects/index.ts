// What the console's other pages may use of projects: messages address a project's members, and
// programmes show the organisation that runs them with the same badge as a project's partner.
export { projectsQuery } from './api/get-projects';
export { PartnerBadge } from './project-badges';
