import { describe, expect, it } from 'vitest';
import { validateImportRow, isBlankRow, type ImportCells } from './import-rows';
import { checkHeaderRow, importSuccessRate, templateExampleRow, templateHeader } from './import-templates';

const BENEFICIARY_HEADER =
  'progres_id,first_name,last_name,date_of_birth,gender,nationality,location,phone_number,household_id,vulnerability_score,status,skills';
const PROJECT_HEADER = 'code,name,partner,type,location,target_beneficiaries,budget,start_date,end_date,status';

const cellsOf = (type: 'beneficiaries' | 'projects', values: string[]): ImportCells =>
  Object.fromEntries(templateHeader(type).map((name, index) => [name, values[index] ?? '']));

describe('templates', () => {
  it('has exactly the columns of the issue, in order', () => {
    expect(templateHeader('beneficiaries').join(',')).toBe(BENEFICIARY_HEADER);
    expect(templateHeader('projects').join(',')).toBe(PROJECT_HEADER);
  });

  it('ships example rows that pass their own validation', () => {
    expect(
      validateImportRow('beneficiaries', cellsOf('beneficiaries', templateExampleRow('beneficiaries'))),
    ).toMatchObject({
      ok: true,
      key: 'KEN-DAD-2019-004512',
      record: {
        phoneNumber: '+254712345678',
        skills: ['Tailoring', 'Cooking'],
        vulnerabilityScore: 3.5,
        status: 'active',
      },
    });
    expect(validateImportRow('projects', cellsOf('projects', templateExampleRow('projects')))).toMatchObject({
      ok: true,
      key: 'WFP-CFW-2024-001',
      record: { type: 'cash_for_work', budget: 120000, targetBeneficiaries: 250 },
    });
  });
});

describe('checkHeaderRow', () => {
  it('accepts the header in any case, with a BOM, spaces and trailing empty cells, in any order', () => {
    const cells = ['\uFEFFProGres_ID ', ...BENEFICIARY_HEADER.split(',').slice(1).reverse(), '', 'errors'];
    const check = checkHeaderRow('beneficiaries', cells);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.columns[0]).toBe('progres_id');
  });

  it('names missing, unknown and repeated columns', () => {
    const cells = BENEFICIARY_HEADER.split(',').filter((name) => name !== 'gender' && name !== 'location');
    expect(checkHeaderRow('beneficiaries', [...cells, 'camp', 'skills'])).toEqual({
      ok: false,
      missing: ['gender', 'location'],
      unknown: ['camp'],
      repeated: ['skills'],
    });
  });
});

describe('validateImportRow', () => {
  const good = templateExampleRow('beneficiaries');
  const withCell = (column: number, value: string) =>
    cellsOf(
      'beneficiaries',
      good.map((cell, index) => (index === column ? value : cell)),
    );

  it('reports a blank required column as missing', () => {
    expect(validateImportRow('beneficiaries', withCell(0, ' '))).toEqual({
      ok: false,
      errors: [{ column: 'progres_id', messageKey: 'validation:imports.missing.progres_id' }],
    });
  });

  it('reports each bad column with the form message', () => {
    const cells = { ...withCell(7, '12'), vulnerability_score: '7', location: 'DAD-KK1-B2' };
    const result = validateImportRow('beneficiaries', cells);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([
        { column: 'location', messageKey: 'validation:registryRecord.locationInvalid' },
        { column: 'phone_number', messageKey: 'validation:registryRecord.phoneInvalid' },
        { column: 'vulnerability_score', messageKey: 'validation:registryRecord.vulnerabilityScore' },
      ]);
    }
  });

  it('accepts names of any script, capitalised values, optional blanks and spec labels', () => {
    const cells = {
      ...cellsOf('beneficiaries', good),
      first_name: "N'Goma",
      last_name: 'Cabdullaahi Xuseen',
      gender: 'Female',
      status: '',
      vulnerability_score: '',
      phone_number: '254712345678',
    };
    const result = validateImportRow('beneficiaries', cells);
    expect(result).toMatchObject({ ok: true, record: { gender: 'female', phoneNumber: '+254712345678' } });
    // Blank optional cells stay absent, so an update keeps what the record holds.
    expect(result.ok && Object.keys(result.record)).not.toContain('status');
    const project = { ...cellsOf('projects', templateExampleRow('projects')), type: 'Cash-for-Work', budget: '1,200' };
    expect(validateImportRow('projects', project)).toMatchObject({
      ok: true,
      record: { type: 'cash_for_work', budget: 1200 },
    });
  });

  it('reads numbers with a decimal comma when the file writes them so, grouped by points or spaces', () => {
    const decimalComma = { decimalComma: true };
    const beneficiary = {
      ...cellsOf('beneficiaries', templateExampleRow('beneficiaries')),
      vulnerability_score: '3,5',
    };
    expect(validateImportRow('beneficiaries', beneficiary, decimalComma)).toMatchObject({
      ok: true,
      record: { vulnerabilityScore: 3.5 },
    });
    // Without a decimal comma the same text is 35, out of range: refused, never read as 3.5 by guess.
    expect(validateImportRow('beneficiaries', beneficiary)).toMatchObject({
      ok: false,
      errors: [{ column: 'vulnerability_score' }],
    });
    const project = cellsOf('projects', templateExampleRow('projects'));
    for (const [budget, read] of [
      ['1.200.000', 1_200_000],
      ['1 200 000', 1_200_000],
      ['120000', 120_000],
      ['1.200,00', 1200],
    ] as const) {
      expect(validateImportRow('projects', { ...project, budget }, decimalComma)).toMatchObject({
        ok: true,
        record: { budget: read },
      });
    }
    expect(validateImportRow('projects', { ...project, budget: '99,5' }, decimalComma)).toMatchObject({
      ok: false,
      errors: [{ column: 'budget' }],
    });
  });

  it('refuses a project whose end is before its start', () => {
    const project = { ...cellsOf('projects', templateExampleRow('projects')), end_date: '2023-01-01' };
    expect(validateImportRow('projects', project)).toEqual({
      ok: false,
      errors: [{ column: 'end_date', messageKey: 'validation:projects.dateOrder' }],
    });
  });

  it('tells blank rows apart', () => {
    expect(isBlankRow(cellsOf('projects', []))).toBe(true);
    expect(isBlankRow(withCell(0, ''))).toBe(false);
  });
});

it('computes the success rate as a whole percent', () => {
  expect(importSuccessRate(3, 5)).toBe(60);
  expect(importSuccessRate(0, 0)).toBe(0);
});
