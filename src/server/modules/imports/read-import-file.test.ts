import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readImportFile, type FileRow } from './read-import-file';
import { UnpacksTooFarError } from './unpack-guard';
import { firstSheetPath, PackedStrings, TooMuchTextError } from './xlsx-first-sheet';
import { zipBombWorkbook } from './zip-bomb-fixtures';

/** A workbook laid out like our templates: a data sheet, then a help sheet, shared strings after both. */
async function templateLikeWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet('Beneficiaries');
  data.addRow(['progres_id', 'first_name', 'date_of_birth', 'vulnerability_score', 'notes']);
  data.addRow([
    'KEN-DAD-2019-000123',
    'Cabdullaahi',
    new Date(Date.UTC(1987, 5, 2)),
    3.5,
    { richText: [{ text: 'Trésor ' }, { text: "N'Goma", font: { bold: true } }] },
  ]);
  data.addRow(['KEN-KAK-2020-000456', 'Xaliimo', '1990-01-01', { formula: '1+1', result: 2 }]);
  const help = workbook.addWorksheet('Help');
  help.addRow(['Column', 'Format']);
  help.addRow(['progres_id', 'AAA-AAA-YYYY-NNNNNN']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The zip's entry names, in file order. */
async function entryOrder(bytes: Buffer): Promise<string[]> {
  const names: string[] = [];
  let offset = 0;
  // Local file headers: signature, then the name's length at +26 and the name at +30.
  while ((offset = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), offset)) !== -1) {
    const nameLength = bytes.readUInt16LE(offset + 26);
    names.push(bytes.subarray(offset + 30, offset + 30 + nameLength).toString('utf8'));
    offset += 30 + nameLength;
  }
  return names;
}

/** Opens the bytes afresh on each call, and keeps every stream it handed out. */
function opener(bytes: Buffer) {
  const streams: Readable[] = [];
  const open = async () => {
    const stream = Readable.from([bytes]);
    streams.push(stream);
    return stream;
  };
  return { open, streams };
}

async function allRows(rows: AsyncGenerator<FileRow>): Promise<FileRow[]> {
  const result: FileRow[] = [];
  for await (const row of rows) result.push(row);
  return result;
}

describe('reading an XLSX import', () => {
  let privateTmp: string;
  let savedTmpdir: string | undefined;

  // The system's temp directory is pointed at an empty one of this test's, to see what lands there.
  beforeEach(async () => {
    savedTmpdir = process.env.TMPDIR;
    privateTmp = await mkdtemp(join(tmpdir(), 'import-read-'));
    process.env.TMPDIR = privateTmp;
  });
  afterEach(async () => {
    if (savedTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmpdir;
    await rm(privateTmp, { recursive: true, force: true });
  });

  it('reads the first sheet as typed text (dates, numbers, rich text, formula results), not the help sheet', async () => {
    const bytes = await templateLikeWorkbook();
    const rows = await allRows(readImportFile('xlsx', opener(bytes).open));
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['progres_id', 'first_name', 'date_of_birth', 'vulnerability_score', 'notes'] },
      { rowNumber: 2, cells: ['KEN-DAD-2019-000123', 'Cabdullaahi', '1987-06-02', '3.5', "Trésor N'Goma"] },
      { rowNumber: 3, cells: ['KEN-KAK-2020-000456', 'Xaliimo', '1990-01-01', '2'] },
    ]);
  });

  it('writes nothing to the temp directory, where exceljs alone leaves a copy of the sheets', async () => {
    const bytes = await templateLikeWorkbook();
    const order = await entryOrder(bytes);
    // The layout that made exceljs copy sheets to disk: worksheets before the shared strings.
    expect(order.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(order.indexOf('xl/sharedStrings.xml'));

    for await (const row of readImportFile('xlsx', opener(bytes).open)) if (row.rowNumber === 1) break;
    await allRows(readImportFile('xlsx', opener(bytes).open));
    expect(await readdir(privateTmp)).toEqual([]);

    // The control: exceljs's streaming reader, stopped after the first sheet as the importer would. It copies
    // the sheets out before it reads any; it sometimes fails on them afterwards (a reason it is not used).
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache' });
    await (async () => {
      for await (const sheet of reader) {
        for await (const _ of sheet);
        break;
      }
    })().catch(() => undefined);
    expect((await readdir(privateTmp)).length).toBeGreaterThan(0);
  });

  it('closes the file however the reading stops', async () => {
    const bytes = await templateLikeWorkbook();
    const { open, streams } = opener(bytes);
    for await (const row of readImportFile('xlsx', open)) if (row.rowNumber === 2) break;
    expect(streams).toHaveLength(2);
    expect(streams.every((stream) => stream.destroyed)).toBe(true);
  });

  it('reads a workbook written with inline strings, which has no shared strings part', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['progres_id', 'first_name']).commit();
    sheet.addRow(['KEN-DAD-2019-000123', 'Halimo']).commit();
    await workbook.commit();
    const bytes = Buffer.concat(chunks);
    expect(await entryOrder(bytes)).not.toContain('xl/sharedStrings.xml');

    expect((await allRows(readImportFile('xlsx', opener(bytes).open))).map((row) => row.cells)).toEqual([
      ['progres_id', 'first_name'],
      ['KEN-DAD-2019-000123', 'Halimo'],
    ]);
  });

  it('refuses a zip bomb as soon as its shared strings unpack past the limit, and closes every stream', async () => {
    const bomb = await zipBombWorkbook(3_000_000);
    expect(bomb.length).toBeLessThan(30_000);
    const { open, streams } = opener(bomb);
    const refused = await allRows(readImportFile('xlsx', open, undefined, { floorBytes: 200_000, ratio: 20 })).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UnpacksTooFarError);
    // It stopped reading within the limit, long before the 3 MB of text were unpacked and kept.
    expect((refused as UnpacksTooFarError).unpackedBytes).toBeLessThan(200_000 + 20 * bomb.length + 100_000);
    expect(streams).toHaveLength(1);
    expect(streams[0]!.destroyed).toBe(true);
  });

  it('reads the same workbook under limits it stays within: the guard refuses only what unpacks too far', async () => {
    const rows = await allRows(readImportFile('xlsx', opener(await zipBombWorkbook(300_000)).open));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cells[0]).toHaveLength(1000);
  });

  it('a file that is not a workbook fails the reading instead of yielding rows', async () => {
    await expect(
      allRows(readImportFile('xlsx', opener(Buffer.from('PK\u0003\u0004 not really a workbook')).open)),
    ).rejects.toThrow();
  });
});

describe('the first sheet of a workbook', () => {
  const rels = [
    { Id: 'rId1', Target: 'worksheets/sheet2.xml' },
    { Id: 'rId2', Target: '/xl/worksheets/sheet1.xml' },
  ];

  it('is the first the workbook lists, wherever its part is', () => {
    expect(firstSheetPath({ workbookRels: rels, model: { sheets: [{ rId: 'rId1' }, { rId: 'rId2' }] } })).toBe(
      'xl/worksheets/sheet2.xml',
    );
    expect(firstSheetPath({ workbookRels: rels, model: { sheets: [{ rId: 'rId2' }] } })).toBe(
      'xl/worksheets/sheet1.xml',
    );
  });

  it('is sheet1 when the workbook lists none', () => {
    expect(firstSheetPath({})).toBe('xl/worksheets/sheet1.xml');
  });
});

describe("a workbook's shared strings, packed", () => {
  it('gives back every string as written, in any script, past its first buffer', () => {
    const strings = new PackedStrings();
    const written = Array.from(
      { length: 20_000 },
      (_, index) =>
        [`KEN-DAD-2019-${String(index).padStart(6, '0')}`, 'Cabdullaahi', "N'Goma", 'Trésor', 'ሰላም', '', '😀'][
          index % 7
        ]!,
    );
    for (const text of written) strings.push(text);
    expect(strings.length).toBe(20_000);
    expect(Array.from({ length: strings.length }, (_, index) => strings.get(index))).toEqual(written);
  });

  it('lets go of its text once released', () => {
    const strings = new PackedStrings();
    strings.push('Halimo');
    strings.release();
    expect(strings.length).toBe(0);
    expect(strings.get(0)).toBeUndefined();
  });

  it('refuses more text than its limit: a zip bomb fails the import, not the server', () => {
    const strings = new PackedStrings(10);
    strings.push('Halimo');
    expect(() => strings.push('Xuseen')).toThrow(TooMuchTextError);
    expect(strings.length).toBe(1);
  });

  it('is indexed as exceljs indexes an array, and has nothing outside its range', () => {
    const strings = new PackedStrings();
    strings.push('Halimo');
    strings.push('Xuseen');
    const indexable = strings.asIndexable();
    expect([indexable[0], indexable[1], indexable[2]]).toEqual(['Halimo', 'Xuseen', undefined]);
    expect(strings.get(-1)).toBeUndefined();
    expect(strings.get(1.5)).toBeUndefined();
  });
});

describe('reading a CSV import', () => {
  it('opens the file once and numbers rows from the header', async () => {
    const { open, streams } = opener(
      Buffer.from('\uFEFFprogres_id,first_name\r\nKEN-DAD-2019-000123,"Jean-Claude"\r\n', 'utf8'),
    );
    expect(await allRows(readImportFile('csv', open))).toEqual([
      { rowNumber: 1, cells: ['progres_id', 'first_name'] },
      { rowNumber: 2, cells: ['KEN-DAD-2019-000123', 'Jean-Claude'] },
    ]);
    expect(streams).toHaveLength(1);
  });
});
