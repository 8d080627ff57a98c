import { describe, expect, it } from 'vitest';
import { detectFileType, signatureOf } from './file-type';
import { sampleDoc, sampleDocx, sampleExe, sampleJpeg, samplePdf, samplePng, sampleZip } from './sample-files';

describe('detectFileType', () => {
  it.each([
    ['PDF', samplePdf(), 'application/pdf', 'pdf'],
    ['PNG', samplePng(), 'image/png', 'png'],
    ['JPEG', sampleJpeg(), 'image/jpeg', 'jpg'],
    ['DOC', sampleDoc(), 'application/msword', 'doc'],
    ['DOCX', sampleDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ])('recognises a %s by its bytes', (_name, bytes, mimeType, extension) => {
    expect(detectFileType(bytes)).toMatchObject({ mimeType, extension });
  });

  it('refuses a Windows program, whatever it is called', () => {
    expect(detectFileType(sampleExe())).toBeNull();
  });

  it.each([
    ['plain text', Buffer.from('just some words')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['PDF text not at the start', Buffer.from(' %PDF-1.4')],
  ])('refuses %s', (_name, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });

  it('refuses a ZIP that is not a Word document', () => {
    expect(
      detectFileType(sampleZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' })),
    ).toBeNull();
    expect(detectFileType(sampleZip({ 'word/document.xml': '<w:document/>' }))).toBeNull();
  });

  it('reads the entry list from the tail when the head is only the first bytes', () => {
    const docx = sampleDocx();
    expect(detectFileType(docx.subarray(0, 8), docx)?.format).toBe('docx');
  });

  it('falls back to the local headers when the tail misses the directory', () => {
    const docx = sampleDocx();
    expect(detectFileType(docx, Buffer.alloc(0))?.format).toBe('docx');
  });
});

describe('signatureOf', () => {
  it('tells the family from the first eight bytes', () => {
    expect(signatureOf(samplePdf().subarray(0, 8))).toBe('pdf');
    expect(signatureOf(sampleDocx().subarray(0, 8))).toBe('zip');
    expect(signatureOf(sampleExe().subarray(0, 8))).toBeNull();
  });
});
