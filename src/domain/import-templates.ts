/*
 * Bulk upload (spec "Bulk Upload", "Upload record", sections 4, 5 and 9): the
 * template of each import type, its help text and example row, and the check
 * of a file's header row. The templates, the importer and the screen read them
 * from here.
 */

export const IMPORT_TYPES = ['beneficiaries', 'projects'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];
/** create: new records only; update: rows whose key exists update that record (a proGres registry sync). */
export const IMPORT_MODES = ['create', 'update'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** Spec section 4. `completed` means validated: the valid rows then wait for 'Import Valid Records'. */
export const IMPORT_STATUSES = ['uploading', 'validating', 'processing', 'completed', 'error'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const DUPLICATE_CHECK_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type DuplicateCheckStatus = (typeof DUPLICATE_CHECK_STATUSES)[number];

/** Spec section 9: maximum file size 50MB. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_MB = 50;
/** Rows read, checked and written per batch (and per commit transaction). */
export const IMPORT_BATCH_SIZE = 1000;
/** GET /imports/:id lists the first errors; the error report has all of them. */
export const IMPORT_ERRORS_SHOWN = 100;
/** The history card shows the first 3 row errors, then '...and N more errors'. */
export const IMPORT_ERRORS_PREVIEW = 3;

/**
 * Data retention (Kenya's Data Protection Act: personal data kept no longer than
 * needed). An upload's stored file and its rows' values are deleted this many days
 * after upload: long enough to correct a file and import it, while the people it
 * registered live on in the registry. Its counts and error list stay.
 */
export const IMPORT_RETENTION_DAYS = 90;

/** When an upload's file and rows are deleted. */
export function importKeptUntil(uploadedAt: Date): Date {
  return new Date(uploadedAt.getTime() + IMPORT_RETENTION_DAYS * 86_400_000);
}

export interface TemplateColumn {
  name: string;
  required: boolean;
  help: string;
  example: string;
}

const BENEFICIARY_COLUMNS: TemplateColumn[] = [
  {
    name: 'progres_id',
    required: true,
    help: 'ProGres ID: country-camp-year-6 digits, e.g. KEN-DAD-2019-004512. Unique.',
    example: 'KEN-DAD-2019-004512',
  },
  {
    name: 'first_name',
    required: true,
    help: 'Given name, at least 2 letters of any script; spaces, hyphens and apostrophes allowed.',
    example: 'Amina',
  },
  {
    name: 'last_name',
    required: true,
    help: "Family name(s); a Somali last name may hold the father's and grandfather's names.",
    example: 'Hassan Abdullahi',
  },
  { name: 'date_of_birth', required: true, help: 'YYYY-MM-DD, e.g. 1990-05-14.', example: '1990-05-14' },
  { name: 'gender', required: true, help: 'female, male, other or prefer_not_to_say.', example: 'female' },
  {
    name: 'nationality',
    required: true,
    help: 'ISO three-letter code: SOM, SSD, COD, ETH, BDI, SDN, ERI, RWA or UGA.',
    example: 'SOM',
  },
  {
    name: 'location',
    required: true,
    help: 'camp-area-block, e.g. DAD-IFO-B12 (camps DAD, KAK, KAL, NBI with their areas).',
    example: 'DAD-IFO-B12',
  },
  {
    name: 'phone_number',
    required: false,
    help: 'Optional. 0712345678, +254712345678 or 254712345678; other countries with +. Stored as +254...',
    example: '0712345678',
  },
  {
    name: 'household_id',
    required: false,
    help: 'Optional. The household identifier, at most 40 characters.',
    example: 'HH-DAD-0042',
  },
  {
    name: 'vulnerability_score',
    required: false,
    help: 'Optional. 0 to 5 with at most one decimal, e.g. 3.5.',
    example: '3.5',
  },
  { name: 'status', required: false, help: 'Optional. active (default), inactive or transferred.', example: 'active' },
  {
    name: 'skills',
    required: false,
    help: 'Optional. Skills separated by ; e.g. Tailoring;Cooking.',
    example: 'Tailoring;Cooking',
  },
];

const PROJECT_COLUMNS: TemplateColumn[] = [
  {
    name: 'code',
    required: true,
    help: 'Project code partner-type-year-3 digits, e.g. WFP-CFW-2024-001 (types SKT, CFW, BDS, AGR). Unique.',
    example: 'WFP-CFW-2024-001',
  },
  { name: 'name', required: true, help: 'Project name, at least 3 characters.', example: 'Cash for Work Ifo' },
  {
    name: 'partner',
    required: true,
    help: 'Partner short name in 2 to 10 capital letters: WFP, IRC, UNHCR, DRC, NRC or another.',
    example: 'WFP',
  },
  {
    name: 'type',
    required: true,
    help: 'skills_training, cash_for_work, business_support or agricultural_support (or Skills Training, Cash-for-Work...).',
    example: 'cash_for_work',
  },
  { name: 'location', required: true, help: 'Camp code: DAD, KAK, KAL or NBI.', example: 'DAD' },
  { name: 'target_beneficiaries', required: true, help: 'Whole number of people, at least 1.', example: '250' },
  { name: 'budget', required: true, help: 'Whole US dollars, 0 or more.', example: '120000' },
  { name: 'start_date', required: true, help: 'YYYY-MM-DD.', example: '2024-03-01' },
  { name: 'end_date', required: true, help: 'YYYY-MM-DD, on or after the start date.', example: '2024-12-31' },
  {
    name: 'status',
    required: false,
    help: 'Optional. planning (default), active, completed or suspended.',
    example: 'active',
  },
];

export const TEMPLATE_COLUMNS: Record<ImportType, TemplateColumn[]> = {
  beneficiaries: BENEFICIARY_COLUMNS,
  projects: PROJECT_COLUMNS,
};

/** The column that identifies a record: repeated in a file or already registered, it decides create or update. */
export const IMPORT_KEY_COLUMN: Record<ImportType, string> = { beneficiaries: 'progres_id', projects: 'code' };

export function templateHeader(type: ImportType): string[] {
  return TEMPLATE_COLUMNS[type].map((column) => column.name);
}

export function templateExampleRow(type: ImportType): string[] {
  return TEMPLATE_COLUMNS[type].map((column) => column.example);
}

/** Header cells are compared without case, surrounding spaces or a UTF-8 byte order mark. */
export function normaliseHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
}

/** The column the XLSX error report adds; a corrected report can be uploaded again as it is. */
export const ERROR_REPORT_COLUMN = 'errors';

export type HeaderCheck =
  { ok: true; columns: (string | null)[] } | { ok: false; missing: string[]; unknown: string[]; repeated: string[] };

/**
 * Checks a header row against the template: every template column once, no
 * other column (empty cells and the error report's column are ignored). On success `columns[i]` is
 * the template column of cell i (null for an empty cell).
 */
export function checkHeaderRow(type: ImportType, cells: string[]): HeaderCheck {
  const expected = templateHeader(type);
  const columns = cells.map((cell) => {
    const name = normaliseHeader(cell);
    return name && name !== ERROR_REPORT_COLUMN ? name : null;
  });
  const named = columns.filter((name): name is string => name !== null);
  const missing = expected.filter((name) => !named.includes(name));
  const unknown = [...new Set(named.filter((name) => !expected.includes(name)))];
  const repeated = [...new Set(named.filter((name, index) => named.indexOf(name) !== index))];
  if (missing.length > 0 || unknown.length > 0 || repeated.length > 0) return { ok: false, missing, unknown, repeated };
  return { ok: true, columns };
}

/** Spec section 9: success rate is valid records divided by total records, as a whole percent. */
export function importSuccessRate(validRecords: number, totalRecords: number): number {
  return totalRecords > 0 ? Math.round((validRecords / totalRecords) * 100) : 0;
}
