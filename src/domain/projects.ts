/*
 * Projects run by partner agencies (spec section 3 "Project", ARCHITECTURE.md
 * project codes): the vocabulary shared by the staff console, the importer and
 * the reports.
 */

/** The five partners of the spec have their own badge colour; any other partner is grey. */
export const KNOWN_PARTNERS = ['WFP', 'IRC', 'UNHCR', 'DRC', 'NRC'] as const;

export const PROJECT_TYPES = ['skills_training', 'cash_for_work', 'business_support', 'agricultural_support'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** The type segment of a project code, e.g. WFP-CFW-2024-001. */
export const PROJECT_TYPE_CODES: Record<ProjectType, string> = {
  skills_training: 'SKT',
  cash_for_work: 'CFW',
  business_support: 'BDS',
  agricultural_support: 'AGR',
};

export const PROJECT_STATUSES = ['active', 'planning', 'completed', 'suspended'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** partner-type-year-sequence: WFP-CFW-2024-001. */
export const PROJECT_CODE_PATTERN = /^[A-Z]{2,10}-(SKT|CFW|BDS|AGR)-(19|20)\d{2}-\d{3}$/;

export const ENROLMENT_STATUSES = ['enrolled', 'completed', 'withdrawn'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/**
 * Completion rate: of the people whose part in a project has ended, the share
 * who completed it (completed / (completed + withdrawn)). People still taking
 * part count in neither, so a running project is not penalised for being under
 * way; every screen and report uses this one definition.
 */
export function completionRate(completed: number, withdrawn: number): number {
  return percentOf(completed, completed + withdrawn);
}

/** Percent rounded to a whole number; 0 when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
