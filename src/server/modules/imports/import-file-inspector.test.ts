import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ImportFileInspector } from './import-file-inspector';

/** Passes the bytes through the inspector in small chunks, as an upload arrives. */
async function inspect(bytes: Buffer, maxBytes = 1024 * 1024): Promise<ImportFileInspector> {
  const inspector = new ImportFileInspector(maxBytes);
  const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, index) =>
    bytes.subarray(index * 7, index * 7 + 7),
  );
  await pipeline(Readable.from(chunks), inspector, new Writable({ write: (_chunk, _encoding, done) => done() }));
  return inspector;
}

describe('ImportFileInspector', () => {
  it('takes UTF-8 text with or without a byte order mark as CSV, even when a character spans chunks', async () => {
    expect(
      (await inspect(Buffer.from('progres_id,first_name\r\nKEN-DAD-2019-000001,Trésor Cabdullaahi\r\n'))).format(),
    ).toBe('csv');
    expect((await inspect(Buffer.from('\uFEFFa,b\n1,2\n'))).format()).toBe('csv');
    expect((await inspect(Buffer.from('a'))).format()).toBe('csv');
  });

  it('refuses text with a NUL byte, bytes that are not UTF-8, and an empty file', async () => {
    expect((await inspect(Buffer.from('a,b\n1,\u00002\n'))).format()).toBeNull();
    expect((await inspect(Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a]))).format()).toBeNull();
    expect((await inspect(Buffer.alloc(0))).format()).toBeNull();
  });

  it('tells text in another encoding (a Windows code page, UTF-16) from other files it refuses', async () => {
    const windows1252 = await inspect(Buffer.from('progres_id,first_name\r\nKEN-DAD-2019-000001,Trésor\r\n', 'latin1'));
    expect(windows1252.format()).toBeNull();
    expect(windows1252.otherTextEncoding()).toBe(true);
    const utf16 = await inspect(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('progres_id\tfirst_name\r\n', 'utf16le')]),
    );
    expect(utf16.otherTextEncoding()).toBe(true);
    const png = await inspect(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 3]));
    expect(png.otherTextEncoding()).toBe(false);
    expect((await inspect(Buffer.from('a,b\n1,\u00002\n'))).otherTextEncoding()).toBe(false);
    expect((await inspect(Buffer.from('a,b\n'))).otherTextEncoding()).toBe(false);
  });

  it('takes a real workbook as XLSX and refuses other ZIPs and images', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Data').addRow(['progres_id']);
    expect((await inspect(Buffer.from(await workbook.xlsx.writeBuffer()))).format()).toBe('xlsx');
    expect((await inspect(Buffer.from('PK\u0003\u0004 not a workbook at all'))).format()).toBeNull();
    expect((await inspect(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]))).format()).toBeNull();
  });

  it('stops at the size limit', async () => {
    const inspector = await inspect(Buffer.from('a,b\n'.repeat(100)), 200);
    expect(inspector.tooLarge).toBe(true);
    expect(inspector.format()).toBeNull();
  });
});
