/** The households area's entry: the person page reads a person's household through it. */
export { usePersonHousehold } from './api/household-api';
