import { describe, expect, it } from 'vitest';
import {
  bulkStatusChangeSchema,
  classifySearch,
  csvRow,
  describeFilterForAudit,
  guardSpreadsheetCell,
  registryExportQuerySchema,
  registryListQuerySchema,
} from './registry-search';

describe('classifySearch', () => {
  it('reads a ProGres ID prefix in any case', () => {
    expect(classifySearch('ken-dad')).toEqual({ kind: 'progresId', prefix: 'KEN-DAD' });
    expect(classifySearch(' KEN-DAD-2019-0045 ')).toEqual({ kind: 'progresId', prefix: 'KEN-DAD-2019-0045' });
    expect(classifySearch('KEN-')).toEqual({ kind: 'progresId', prefix: 'KEN-' });
  });

  it('reads a hyphenated name as a name, not a ProGres ID', () => {
    expect(classifySearch('Ali-Hassan')).toEqual({ kind: 'name', text: 'ali-hassan' });
    expect(classifySearch('Jean-Claude')).toEqual({ kind: 'name', text: 'jean-claude' });
  });

  it('reads a whole phone number in any format as E.164', () => {
    for (const typed of ['0712345678', '+254712345678', '254712345678', '0712 345 678', '(0712) 345-678']) {
      expect(classifySearch(typed)).toEqual({ kind: 'phone', exact: '+254712345678', prefix: '+254712345678' });
    }
  });

  it('reads the start of a phone number as an E.164 prefix', () => {
    expect(classifySearch('0712')).toEqual({ kind: 'phone', exact: null, prefix: '+254712' });
    expect(classifySearch('254 71')).toEqual({ kind: 'phone', exact: null, prefix: '+25471' });
    expect(classifySearch('+2547')).toEqual({ kind: 'phone', exact: null, prefix: '+2547' });
  });

  it('reads anything else as a name, lower case with single spaces', () => {
    expect(classifySearch('  Mohamed   Abdi ')).toEqual({ kind: 'name', text: 'mohamed abdi' });
    expect(classifySearch('Ken')).toEqual({ kind: 'name', text: 'ken' });
    expect(classifySearch('12')).toEqual({ kind: 'name', text: '12' });
    expect(classifySearch('   ')).toBeNull();
    expect(classifySearch(undefined)).toBeNull();
  });
});

describe('guardSpreadsheetCell and csvRow', () => {
  it('prefixes a quote to a cell a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '+254712345678', '-2', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(guardSpreadsheetCell(cell)).toBe(`'${cell}`);
    }
    expect(guardSpreadsheetCell('Halima')).toBe('Halima');
    expect(guardSpreadsheetCell('a=b')).toBe('a=b');
  });

  it('quotes commas, quotes and line breaks, and leaves numbers and nulls plain', () => {
    expect(csvRow(['Abdi, Mohamed', 'say "hi"', 'two\nlines', 3.5, null])).toBe(
      '"Abdi, Mohamed","say ""hi""","two\nlines",3.5,\r\n',
    );
    expect(csvRow(['=HYPERLINK("x")'])).toBe('"\'=HYPERLINK(""x"")"\r\n');
  });
});

describe('registryListQuerySchema', () => {
  it('defaults to every status, the first page of ten', () => {
    expect(registryListQuerySchema.parse({})).toEqual({ status: 'all', page: 1, pageSize: 10 });
  });

  it('reads the query string: numbers, booleans, enums', () => {
    const parsed = registryListQuerySchema.parse({
      page: '2',
      pageSize: '25',
      duplicateRisk: 'true',
      band: 'high',
      camp: 'DAD',
      sort: 'name',
      direction: 'desc',
    });
    expect(parsed).toMatchObject({
      page: 2,
      pageSize: 25,
      duplicateRisk: true,
      band: 'high',
      camp: 'DAD',
      sort: 'name',
      direction: 'desc',
    });
  });

  it('refuses what it does not know with the filter message', () => {
    for (const query of [
      { status: 'deleted' },
      { pageSize: '101' },
      { page: '0' },
      { projectId: 'x' },
      { band: 'extreme' },
    ]) {
      const result = registryListQuerySchema.safeParse(query);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation:registrySearch.filterInvalid');
    }
    expect(registryListQuerySchema.safeParse({ name: 'x' }).success).toBe(false);
    expect(registryListQuerySchema.safeParse({ q: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      'validation:registrySearch.searchTooLong',
    );
  });

  it('needs a format to export', () => {
    expect(registryExportQuerySchema.safeParse({}).success).toBe(false);
    expect(registryExportQuerySchema.parse({ format: 'xlsx' })).toEqual({ status: 'all', format: 'xlsx' });
  });
});

describe('bulkStatusChangeSchema', () => {
  const id = '0b6f1d7e-8a53-4c1e-9f3a-2d4b5c6e7f80';

  it('takes ids, a status and a reason', () => {
    expect(bulkStatusChangeSchema.parse({ ids: [id], status: 'inactive', reason: '  moved away ' })).toEqual({
      ids: [id],
      status: 'inactive',
      reason: 'moved away',
    });
  });

  it('needs one to 500 ids and a reason', () => {
    expect(
      bulkStatusChangeSchema.safeParse({ ids: [], status: 'inactive', reason: 'moved' }).error?.issues[0]?.message,
    ).toBe('validation:registrySearch.selectionEmpty');
    const many = Array.from({ length: 501 }, () => id);
    expect(
      bulkStatusChangeSchema.safeParse({ ids: many, status: 'inactive', reason: 'moved' }).error?.issues[0]?.message,
    ).toBe('validation:registrySearch.selectionTooLarge');
    expect(
      bulkStatusChangeSchema.safeParse({ ids: [id], status: 'inactive', reason: ' ' }).error?.issues[0]?.message,
    ).toBe('validation:registry.statusReasonRequired');
  });
});

describe('describeFilterForAudit', () => {
  it('keeps the filters and the kind of search, never its text', () => {
    expect(describeFilterForAudit({ q: 'Halima Yusuf', status: 'active', camp: 'DAD', gender: undefined })).toEqual({
      status: 'active',
      camp: 'DAD',
      search: 'name',
    });
    expect(describeFilterForAudit({ status: 'all' })).toEqual({ status: 'all', search: null });
  });
});
