import * as z from 'zod/mini';
import { IMPORT_KEY_COLUMN, TEMPLATE_COLUMNS, type ImportType } from './import-templates';
import { projectInputSchema, type ProjectValues } from './project-input';
import { registryBeneficiarySchema, type RegistryBeneficiary } from './registry-beneficiary';

/*
 * One spreadsheet row (template column -> cell text) checked with the same
 * schemas as the staff forms, so a row is refused for the reasons a form is.
 * The importer stores what this answers: the typed record, or one message key
 * per failing column.
 */

export type ImportCells = Record<string, string>;

export interface RowError {
  column: string;
  messageKey: string;
  params?: Record<string, string | number>;
}

/** The validated row without the fields whose cell was blank. */
export type ImportRecord = Partial<RegistryBeneficiary> | Partial<ProjectValues>;
export type RowResult = { ok: true; key: string; record: ImportRecord } | { ok: false; errors: RowError[] };

/** How the file writes its cells: a CSV separated by ';' comes from a locale whose decimal mark is the comma. */
export interface RowReading {
  decimalComma: boolean;
}

/** The template's vulnerability_score is optional, unlike on the form (where it is always set). */
const beneficiaryRowSchema = z.extend(registryBeneficiarySchema, {
  vulnerabilityScore: z.optional(registryBeneficiarySchema.shape.vulnerabilityScore),
});

const FIELD_COLUMNS: Record<ImportType, Record<string, string>> = {
  beneficiaries: {
    progresId: 'progres_id',
    firstName: 'first_name',
    lastName: 'last_name',
    dateOfBirth: 'date_of_birth',
    gender: 'gender',
    nationality: 'nationality',
    location: 'location',
    phoneNumber: 'phone_number',
    householdId: 'household_id',
    vulnerabilityScore: 'vulnerability_score',
    status: 'status',
    skills: 'skills',
  },
  projects: {
    code: 'code',
    name: 'name',
    partner: 'partner',
    type: 'type',
    location: 'location',
    targetBeneficiaries: 'target_beneficiaries',
    budget: 'budget',
    startDate: 'start_date',
    endDate: 'end_date',
    status: 'status',
  },
};

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** Thousands grouped by points, as written where the comma is the decimal mark: 1.200.000 */
const POINT_GROUPED = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;

/** The number's text with a decimal point and no grouping: "1,200" is 1200, or 1.2 with a decimal comma ("3,5" is 3.5). */
function plainNumber(text: string, reading: RowReading): string {
  const compact = text.replace(/\s/g, '');
  if (!reading.decimalComma) return compact.replace(/,/g, '');
  return (POINT_GROUPED.test(compact) ? compact.replace(/\./g, '') : compact).replace(',', '.');
}

/** A number when the text is one; otherwise the text, so the schema names the problem. */
function numberOrText(value: string | undefined, reading: RowReading): number | string | undefined {
  const trimmed = present(value);
  if (trimmed === undefined) return undefined;
  const text = plainNumber(trimmed, reading);
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** 'Cash-for-Work' and 'Skills Training' (the spec's labels) read as cash_for_work and skills_training. */
const asEnumValue = (value: string | undefined) =>
  present(value)
    ?.toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');

function beneficiaryInput(cells: ImportCells, reading: RowReading): Record<string, unknown> {
  const skills = present(cells.skills)
    ?.split(';')
    .map((skill) => skill.trim())
    .filter(Boolean);
  return {
    progresId: present(cells.progres_id),
    firstName: present(cells.first_name),
    lastName: present(cells.last_name),
    dateOfBirth: present(cells.date_of_birth),
    gender: asEnumValue(cells.gender),
    nationality: present(cells.nationality)?.toUpperCase(),
    location: present(cells.location),
    phoneNumber: present(cells.phone_number),
    householdId: present(cells.household_id),
    vulnerabilityScore: numberOrText(cells.vulnerability_score, reading),
    status: asEnumValue(cells.status),
    skills: skills ? [...new Set(skills)] : undefined,
  };
}

function projectInput(cells: ImportCells, reading: RowReading): Record<string, unknown> {
  return {
    code: present(cells.code),
    name: present(cells.name),
    partner: present(cells.partner),
    type: asEnumValue(cells.type),
    location: present(cells.location)?.toUpperCase(),
    targetBeneficiaries: numberOrText(cells.target_beneficiaries, reading),
    budget: numberOrText(cells.budget, reading),
    startDate: present(cells.start_date),
    endDate: present(cells.end_date),
    status: asEnumValue(cells.status),
  };
}

const SCHEMAS = { beneficiaries: beneficiaryRowSchema, projects: projectInputSchema };
const INPUTS = { beneficiaries: beneficiaryInput, projects: projectInput };

/** True when every cell of the row is empty: such rows are skipped, as spreadsheet tools leave them behind. */
export function isBlankRow(cells: ImportCells): boolean {
  return Object.values(cells).every((value) => !value.trim());
}

/** Validates one row; a blank required column reads 'Missing ...' rather than a format message. */
export function validateImportRow(
  type: ImportType,
  cells: ImportCells,
  reading: RowReading = { decimalComma: false },
): RowResult {
  const errors: RowError[] = [];
  for (const column of TEMPLATE_COLUMNS[type]) {
    if (column.required && !present(cells[column.name]))
      errors.push({ column: column.name, messageKey: `validation:imports.missing.${column.name}` });
  }
  const parsed = SCHEMAS[type].safeParse(INPUTS[type](cells, reading));
  if (parsed.success && errors.length === 0) {
    const data = parsed.data as Record<string, unknown>;
    const key = String(type === 'beneficiaries' ? data.progresId : data.code);
    // A blank optional cell stays absent (no default): an update then keeps what the record holds.
    const record = Object.fromEntries(
      Object.entries(data).filter(([field]) => present(cells[FIELD_COLUMNS[type][field] ?? ''])),
    );
    return { ok: true, key, record: record as ImportRecord };
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = typeof issue.path[0] === 'string' ? issue.path[0] : '';
      const column = FIELD_COLUMNS[type][field] ?? IMPORT_KEY_COLUMN[type];
      if (!errors.some((error) => error.column === column)) errors.push({ column, messageKey: issue.message });
    }
  }
  return { ok: false, errors };
}
