import * as z from 'zod/mini';
import { CAMPS, GENDERS, NATIONALITIES } from './beneficiary-profile';
import { pageSchema } from './paging';
import { PROJECT_STATUSES } from './projects';
import { normalizePhone } from './phone';
import { REGISTRY_STATUSES, VULNERABILITY_BANDS } from './registry';
import { registryStatusChangeSchema } from './registry-status-change';

/*
 * The staff registry list (spec "Beneficiary Management"): what the list may
 * be asked for, how the search box text is read, and the export's cell guard.
 */

export const REGISTRY_STATUS_FILTERS = ['all', ...REGISTRY_STATUSES] as const;
export type RegistryStatusFilter = (typeof REGISTRY_STATUS_FILTERS)[number];
export const REGISTRY_SORTS = ['registered', 'name', 'progresId', 'vulnerability'] as const;
export type RegistrySort = (typeof REGISTRY_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The first direction a column sorts in when its header is clicked. */
export const DEFAULT_SORT_DIRECTION: Record<RegistrySort, SortDirection> = {
  registered: 'desc',
  name: 'asc',
  progresId: 'asc',
  vulnerability: 'desc',
};

/** An export never holds more rows than this; narrow the filter for more. */
export const EXPORT_ROW_CAP = 100_000;
/** A selection (bulk status, export of selected rows) holds at most this many people. */
export const BULK_SELECTION_MAX = 500;
export const SEARCH_TEXT_MAX = 100;

const invalid = { error: 'validation:registrySearch.filterInvalid' };
const PAGE_SIZE_MAX = 100;
/**
 * Every page of a registry of any size can be asked for (the last of millions
 * included): only a number whose first row could not be counted exactly is refused.
 */
export const REGISTRY_PAGE_MAX = Math.floor(Number.MAX_SAFE_INTEGER / PAGE_SIZE_MAX);
const page = z._default(
  z.coerce
    .number(invalid)
    .check(z.refine(Number.isInteger, invalid), z.gte(1, invalid), z.lte(REGISTRY_PAGE_MAX, invalid)),
  1,
);
const pageSize = z._default(
  z.coerce.number(invalid).check(z.refine(Number.isInteger, invalid), z.gte(1, invalid), z.lte(PAGE_SIZE_MAX, invalid)),
  10,
);

/** The filters shared by the list and the export of the filtered set. */
const filterShape = {
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(SEARCH_TEXT_MAX, { error: 'validation:registrySearch.searchTooLong' })),
  ),
  status: z._default(z.enum(REGISTRY_STATUS_FILTERS, invalid), 'all'),
  camp: z.optional(z.enum(CAMPS, invalid)),
  gender: z.optional(z.enum(GENDERS, invalid)),
  nationality: z.optional(z.enum(NATIONALITIES, invalid)),
  band: z.optional(z.enum(VULNERABILITY_BANDS, invalid)),
  duplicateRisk: z.optional(z.stringbool(invalid)),
  projectId: z.optional(z.uuid(invalid)),
  /** Without a sort, a name search is ordered by likeness and anything else newest first. */
  sort: z.optional(z.enum(REGISTRY_SORTS, invalid)),
  direction: z.optional(z.enum(SORT_DIRECTIONS, invalid)),
};

export const registryListQuerySchema = z.strictObject({ ...filterShape, page, pageSize });
export type RegistryListQuery = z.infer<typeof registryListQuerySchema>;
export type RegistryFilter = Omit<RegistryListQuery, 'page' | 'pageSize'>;

export const registryExportQuerySchema = z.strictObject({ ...filterShape, format: z.enum(EXPORT_FORMATS, invalid) });
export type RegistryExportQuery = z.infer<typeof registryExportQuerySchema>;

const selectionIds = z
  .array(z.uuid({ error: 'validation:registrySearch.idInvalid' }))
  .check(
    z.minLength(1, { error: 'validation:registrySearch.selectionEmpty' }),
    z.maxLength(BULK_SELECTION_MAX, { error: 'validation:registrySearch.selectionTooLarge' }),
  );

export const registrySelectionExportSchema = z.strictObject({
  ids: selectionIds,
  format: z.enum(EXPORT_FORMATS, invalid),
});
export type RegistrySelectionExport = z.infer<typeof registrySelectionExportSchema>;

export const bulkStatusChangeSchema = z.strictObject({ ids: selectionIds, ...registryStatusChangeSchema.shape });
export type BulkStatusChange = z.infer<typeof bulkStatusChangeSchema>;

export type SearchTerm =
  | { kind: 'progresId'; prefix: string }
  /** `exact` is a whole E.164 number; otherwise `prefix` is the start of one. */
  | { kind: 'phone'; exact: string | null; prefix: string }
  | { kind: 'name'; text: string };

/**
 * The start of KEN-DAD-2019-004512, segment by segment: a hyphenated name
 * (Ali-Hassan, Jean-Claude) does not fit it and is searched as a name.
 */
const PROGRES_PREFIX = /^[A-Z]{3}-(?:[A-Z]{1,3}(?:-\d{0,4}(?:-\d{0,6})?)?)?$/;
const PHONE_LIKE = /^\+?\d{3,15}$/;

/** The start of an E.164 number from what was typed: 0712 -> +254712, 254712 -> +254712, 712 -> +254712. */
function phonePrefix(digits: string): string {
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('254')) return `+${digits}`;
  if (digits.startsWith('0')) return `+254${digits.slice(1)}`;
  return `+254${digits}`;
}

/**
 * Reads the search box: `KEN-DAD...` is a ProGres ID prefix (any case), digits
 * (with spaces, dashes, brackets or a plus) are a phone number in any format,
 * anything else is a name. Null when there is nothing to search for.
 */
export function classifySearch(text: string | undefined): SearchTerm | null {
  const trimmed = (text ?? '').trim().replace(/\s+/g, ' ');
  if (!trimmed) return null;
  const upper = trimmed.toUpperCase();
  if (PROGRES_PREFIX.test(upper)) return { kind: 'progresId', prefix: upper };
  const compact = trimmed.replace(/[\s().-]/g, '');
  if (PHONE_LIKE.test(compact)) {
    const exact = normalizePhone(compact);
    return { kind: 'phone', exact, prefix: exact ?? phonePrefix(compact) };
  }
  return { kind: 'name', text: trimmed.toLowerCase() };
}

/** What an export's audit entry says about the search: its kind, never the text (it may be a name or phone). */
export function describeFilterForAudit(filter: RegistryFilter): Record<string, unknown> {
  const { q, ...rest } = filter;
  const defined = Object.entries(rest).filter(([, value]) => value !== undefined);
  return { ...Object.fromEntries(defined), search: classifySearch(q)?.kind ?? null };
}

const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * A spreadsheet evaluates a cell that starts with = + - @ (or a tab or
 * carriage return before one) as a formula: prefixing a quote keeps it text.
 */
export function guardSpreadsheetCell(value: string): string {
  return FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}

/** One CSV field: guarded, and quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = guardSpreadsheetCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: (string | number | null)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

const nullableString = z.nullable(z.string());

/** One row of the registry list (GET /api/v1/staff/beneficiaries). */
export const registryListItemSchema = z.object({
  id: z.string(),
  progresId: nullableString,
  firstName: z.string(),
  lastName: z.string(),
  nationality: nullableString,
  birthYear: z.nullable(z.number()),
  gender: nullableString,
  /** DAD-IFO-B12. */
  location: nullableString,
  vulnerabilityScore: z.nullable(z.number()),
  status: z.enum(REGISTRY_STATUSES),
  /** Enrolled or completed project enrolments. */
  programmeCount: z.number(),
  /** 0-1, the highest risk of the person's open duplicate alerts; null when none. */
  duplicateRisk: z.nullable(z.number()),
});
export type RegistryListItem = z.infer<typeof registryListItemSchema>;

/**
 * A list is counted up to this many people: past it the page says "more than
 * 10,000" instead of counting 900,000 rows, and its pages reach that far
 * (a search, a filter or the reverse order reaches the rest).
 */
export const REGISTRY_COUNT_LIMIT = 10_000;

export const registryListPageSchema = z.extend(pageSchema(registryListItemSchema), {
  /** False when the count stopped at REGISTRY_COUNT_LIMIT: there are more people than `total`. */
  totalExact: z.boolean(),
});
export type RegistryListPage = z.infer<typeof registryListPageSchema>;

/** The headline cards above the list. */
export const registrySummarySchema = z.object({
  total: z.number(),
  activeProgrammes: z.number(),
  highVulnerability: z.number(),
  duplicateAlerts: z.number(),
});
export type RegistrySummary = z.infer<typeof registrySummarySchema>;

/** How many people a bulk status change moved. */
export const bulkStatusChangeResultSchema = z.object({ updated: z.number() });

/** The shortest text worth searching from the staff header: one letter matches half the registry. */
export const SEARCH_TEXT_MIN = 2;

export const consoleSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'validation:staffSearch.tooShort' })
    .check(
      z.trim(),
      z.minLength(SEARCH_TEXT_MIN, { error: 'validation:staffSearch.tooShort' }),
      z.maxLength(SEARCH_TEXT_MAX, { error: 'validation:staffSearch.tooLong' }),
    ),
});

/** GET /api/v1/staff/search: up to 5 of each. */
export const consoleSearchResultsSchema = z.object({
  beneficiaries: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      progresId: nullableString,
      location: nullableString,
      status: z.enum(REGISTRY_STATUSES),
    }),
  ),
  projects: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      partner: z.string(),
      status: z.enum(PROJECT_STATUSES),
    }),
  ),
});
export type ConsoleSearchResults = z.infer<typeof consoleSearchResultsSchema>;
