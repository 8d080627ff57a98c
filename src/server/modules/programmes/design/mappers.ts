import { DOCUMENT_TYPES, type DocumentType } from '@domain/documents';
import { missingTranslations, programmeText, type ProgrammeKind } from '@domain/programmes/programme-design';
import type {
  ProgrammeFormulaVersion,
  ProgrammeStats,
  StaffProgramme,
  StaffProgrammeSummary,
} from '@domain/programmes/programme-views';
import type { FormulaRow, ProgrammeRow } from './queries';

const isDocumentType = (type: string): type is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(type);

export function toFormulaVersion(row: FormulaRow): ProgrammeFormulaVersion {
  return {
    id: row.id,
    version: row.version,
    formula: row.formula,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.authorId ? { id: row.authorId, name: `${row.authorFirstName} ${row.authorLastName}` } : null,
  };
}

export function toStaffProgramme(
  row: ProgrammeRow,
  formula: FormulaRow,
  projects: StaffProgramme['projects'],
  stats: ProgrammeStats,
): StaffProgramme {
  return {
    id: row.id,
    organisation: row.organisation,
    kind: row.kind,
    status: row.status,
    content: row.content,
    missingTranslations: missingTranslations({ content: row.content, questions: row.questions }),
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    places: row.places,
    quotas: row.quotas,
    onePlacePerHousehold: row.onePlacePerHousehold,
    requiredDocumentTypes: row.requiredDocumentTypes.filter(isDocumentType),
    questions: row.questions,
    rules: row.eligibilityRules,
    formula: toFormulaVersion(formula),
    projects,
    stats,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toStaffProgrammeSummary(
  row: ProgrammeRow,
  language: string,
  counts: { applications: number; selected: number },
): StaffProgrammeSummary {
  return {
    id: row.id,
    organisation: row.organisation,
    kind: row.kind satisfies ProgrammeKind,
    status: row.status,
    name: programmeText(row.content, language).name,
    missingTranslations: missingTranslations({ content: row.content, questions: row.questions }),
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    places: row.places,
    applications: counts.applications,
    selected: counts.selected,
    updatedAt: row.updatedAt.toISOString(),
  };
}
