/** Shapes of /api/v1/staff/programmes and its sub-resources: the server's own contract. */
export type { Page } from '@domain/paging';
export type {
  ProgrammeFormulaVersion,
  ProgrammeStats,
  StaffProgramme,
  StaffProgrammeSummary,
} from '@domain/programmes/programme-views';

/** Every query of this area starts with this key, so a write can refresh them all at once. */
export const PROGRAMMES_KEY = ['staff', 'programmes'] as const;

export const PROGRAMMES_PATH = '/api/v1/staff/programmes';
export const programmePath = (programmeId: string) => `${PROGRAMMES_PATH}/${encodeURIComponent(programmeId)}`;
