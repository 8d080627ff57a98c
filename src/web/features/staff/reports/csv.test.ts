import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('a CSV cell', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+254711000001')).toBe(`'+254711000001`);
    expect(csvCell('-1')).toBe(`'-1`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('\tcmd')).toBe(`'\tcmd`);
  });

  it('quotes commas, quotes and line breaks and keeps numbers as numbers', () => {
    expect(csvCell('Dadaab, IFO')).toBe('"Dadaab, IFO"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Kakuma')).toBe('Kakuma');
  });
});

describe('a CSV file', () => {
  it('joins cells with commas and rows with CRLF', () => {
    expect(
      toCsv([
        ['Camp', 'Registrations'],
        ['Kakuma', 12],
        ['=cmd', null],
      ]),
    ).toBe("Camp,Registrations\r\nKakuma,12\r\n'=cmd,\r\n");
  });
});
