import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvLineTally } from './csv-line-counter';
import { headerSeparator, type CsvSeparator } from './csv-separator';
import { CsvRowError, csvRows, newFileFacts } from './read-import-file-csv';

/** Counts the lines of a text fed in pieces of `size` bytes, so that CRLF and characters fall across pieces. */
function countedLines(text: string, separator: CsvSeparator = ',', size = 1): number {
  const bytes = Buffer.from(text, 'utf8');
  const tally = new CsvLineTally(separator);
  for (let offset = 0; offset < bytes.length; offset += size) tally.feed(bytes.subarray(offset, offset + size));
  return tally.end();
}

async function read(text: string, size = 1) {
  const bytes = Buffer.from(text, 'utf8');
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
    bytes.subarray(index * size, index * size + size),
  );
  const facts = newFileFacts();
  const rows: string[][] = [];
  for await (const row of csvRows(Readable.from(pieces), facts)) rows.push(row.cells);
  return { rows, facts };
}

describe('the separator of a CSV', () => {
  it('is the one its header row is split by, quotes aside; a comma when there is none', () => {
    expect(headerSeparator('progres_id,first_name,skills\r\n1;2;3')).toBe(',');
    expect(headerSeparator('\uFEFFprogres_id;first_name;skills\r\n1,2')).toBe(';');
    expect(headerSeparator('progres_id\tfirst_name\n')).toBe('\t');
    expect(headerSeparator('"a;b;c",d\n')).toBe(',');
    expect(headerSeparator('progres_id')).toBe(',');
  });
});

describe('counting the lines of a CSV from its bytes', () => {
  it('ends a line at CRLF, LF or CR alone, in any mix, across pieces', () => {
    expect(countedLines('a,b\r\n1,2\n3,4\r5,6\r\n7,8')).toBe(5);
    expect(countedLines('a,b\r\n1,2\n3,4\r5,6\r\n7,8\r\n', ',', 3)).toBe(5);
  });

  it('leaves out blank lines, lines of separators and spaces, and the byte order mark', () => {
    expect(countedLines('\uFEFFa,b\r\n\r\n , \r\n,,,\n1,2\r\n\r\n\n')).toBe(2);
    expect(countedLines('\uFEFF')).toBe(0);
    expect(countedLines('a;b\n;;\n1;2', ';')).toBe(2);
    expect(countedLines('a\tb\n\t\t\n1\t2', '\t')).toBe(2);
  });

  it('keeps line breaks inside quotes in their line; "" is a quote, a quote inside a cell is text', () => {
    expect(countedLines('a,b\r\n1,"two\r\nlines"\r\n"x ""quoted"" \n y",2\n3,4')).toBe(4);
    expect(countedLines('a,b\n1,say "hi\n2,3\n')).toBe(3);
    expect(countedLines('a,b\n"",""\n1,2\n')).toBe(2);
    expect(countedLines('a,b\n"one"\r"two"\r')).toBe(3);
  });
});

describe('reading the rows of a CSV', () => {
  it('reads rows in any mix of line endings and counts the same lines apart', async () => {
    expect(await read('a,b\r\n1,2\n3,4\r5,6\r\n')).toEqual({
      rows: [
        ['a', 'b'],
        ['1', '2'],
        ['3', '4'],
        ['5', '6'],
      ],
      facts: { separator: ',', countedLines: 4 },
    });
  });

  it("splits by ';' when the header is, keeping ',' and quoted ';' inside cells", async () => {
    expect(await read('\uFEFFa;b\r\n3,5;"Tailoring;Cooking"\r\n', 4)).toEqual({
      rows: [
        ['a', 'b'],
        ['3,5', 'Tailoring;Cooking'],
      ],
      facts: { separator: ';', countedLines: 2 },
    });
  });

  it('reads a quoted cell across lines as one cell, and a blank line as a blank row', async () => {
    const { rows, facts } = await read('a,b\n1,"x\r\ny"\n\n2,3');
    expect(rows).toEqual([['a', 'b'], ['1', 'x\r\ny'], [''], ['2', '3']]);
    expect(facts.countedLines).toBe(3);
  });

  it('fails on the row whose quote never closes, and closes the file', async () => {
    const source = Readable.from([Buffer.from('a,b\n1,2\n3,"4\n5,6\n')]);
    const rows = csvRows(source, newFileFacts());
    await expect(
      (async () => {
        for await (const _ of rows);
      })(),
    ).rejects.toEqual(new CsvRowError(3));
    expect(source.destroyed).toBe(true);
  });

  it('closes the file when the reading stops early', async () => {
    const source = Readable.from([Buffer.from('a,b\n1,2\n'), Buffer.from('3,4\n')]);
    for await (const row of csvRows(source, newFileFacts())) if (row.rowNumber === 2) break;
    expect(source.destroyed).toBe(true);
  });
});
