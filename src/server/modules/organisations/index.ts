// The agencies sharing the platform. Other modules read an organisation through this file.
export { findOrganisation, listOrganisations } from './queries';
