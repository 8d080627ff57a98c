import { createRequire } from 'node:module';
import type { Readable, Transform } from 'node:stream';
import ExcelJS from 'exceljs';
import { UNPACK_LIMITS, UnpackGuard, type PackedTally, type UnpackLimits } from './unpack-guard';

/*
 * Why not exceljs's own streaming reader: it copies every worksheet that comes
 * before the shared strings in the zip to a file in the system's temp
 * directory (our templates, and many spreadsheets, are laid out that way), and
 * leaves those copies behind when reading stops after the first sheet. An
 * import holds people's personal data, which must not sit in /tmp.
 *
 * So the file is read twice instead, and nothing is written to disk: the first
 * pass parses the workbook's parts (relations, sheet list, shared strings,
 * styles for dates); the second streams the first sheet's rows. The shared
 * strings are kept packed (PackedStrings), as compactly as their text allows.
 * Both passes hand the zip entries to exceljs's own part parsers, so cell
 * values come out exactly as before. Those parsers are exceljs internals:
 * package.json pins exceljs to the version this was written against, and the
 * tests cover it.
 */

const require = createRequire(import.meta.url);

interface ZipEntry extends Readable {
  path: string;
  autodrain(): unknown;
}
const unzipper = require('unzipper') as { Parse(options: { forceStream: true }): Transform };
const iterateStream = require('exceljs/lib/utils/iterate-stream') as (stream: Readable) => AsyncIterable<Buffer>;

/** The parts of exceljs's WorkbookReader this module drives. */
interface WorkbookReaderParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  sharedStrings?: unknown[];
  _parseRels(entry: ZipEntry): Promise<void>;
  _parseWorkbook(entry: ZipEntry): Promise<void>;
  _parseSharedStrings(entry: ZipEntry): AsyncGenerator<unknown>;
  _parseStyles(entry: ZipEntry): Promise<void>;
  _parseWorksheet(
    iterator: AsyncIterable<Buffer>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

const WORKSHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The zip's entries in order, counting the file's bytes read; closes the file,
 * the unzipper and the entry being read however the reading ends, so that a
 * refused file leaves no stream holding its buffers.
 */
async function* zipEntries(source: Readable, packed: PackedTally): AsyncGenerator<ZipEntry> {
  const zip = unzipper.Parse({ forceStream: true });
  source.on('error', (error) => zip.destroy(error));
  source.on('data', (chunk: Buffer) => (packed.bytes += chunk.length));
  source.pipe(zip);
  let current: ZipEntry | null = null;
  try {
    for await (const entry of zip as AsyncIterable<ZipEntry>) {
      current = entry;
      yield entry;
      // Whatever the reader left unread is skipped, so the walk can go on.
      entry.autodrain();
      current = null;
    }
  } finally {
    current?.destroy();
    source.unpipe(zip);
    source.destroy();
    zip.destroy();
  }
}

/**
 * The most text a workbook's shared strings may hold. A 200,000-row
 * registration list holds about 30 MB; a 50 MB zip can unpack to far more (a
 * zip bomb), which must fail the import, not the server.
 */
export const MAX_SHARED_TEXT_BYTES = 200_000_000;

export class TooMuchTextError extends Error {
  constructor(readonly maxBytes: number) {
    super('the workbook holds more text than an import can take');
  }
}

/**
 * A workbook's shared strings, packed: their UTF-8 bytes in one buffer and
 * where each starts. Excel keeps every text cell there, so a 200,000-row
 * registration list has millions; as JavaScript strings in an array they
 * would take several times their text. Formatting is dropped: an import reads
 * only the text.
 */
export class PackedStrings {
  constructor(private readonly maxBytes = MAX_SHARED_TEXT_BYTES) {}

  private bytes: Buffer = Buffer.allocUnsafe(1 << 16);
  private used = 0;
  /** starts[i] is where string i begins; starts[count] where the next one will. */
  private starts = new Uint32Array(1 << 12);
  private count = 0;

  get length(): number {
    return this.count;
  }

  /** Lets go of the text at once: whoever still holds this object holds no more than its shell. */
  release(): void {
    this.bytes = Buffer.alloc(0);
    this.starts = new Uint32Array(1);
    this.used = 0;
    this.count = 0;
  }

  push(text: string): void {
    const size = Buffer.byteLength(text, 'utf8');
    if (this.used + size > this.maxBytes) throw new TooMuchTextError(this.maxBytes);
    if (this.used + size > this.bytes.length) this.bytes = grown(this.bytes, this.used + size);
    this.bytes.write(text, this.used, 'utf8');
    this.used += size;
    if (this.count + 2 > this.starts.length) {
      const starts = new Uint32Array(this.starts.length * 2);
      starts.set(this.starts);
      this.starts = starts;
    }
    this.count += 1;
    this.starts[this.count] = this.used;
  }

  get(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return undefined;
    return this.bytes.toString('utf8', this.starts[index], this.starts[index + 1]);
  }

  /** What exceljs's worksheet reader indexes: `sharedStrings[i]`. */
  asIndexable(): unknown[] {
    return new Proxy([], {
      get: (target, property) =>
        typeof property === 'string' && /^\d+$/.test(property)
          ? this.get(Number(property))
          : Reflect.get(target, property),
    });
  }
}

function grown(bytes: Buffer, needed: number): Buffer {
  const next = Buffer.allocUnsafe(Math.max(bytes.length * 2, needed));
  bytes.copy(next);
  return next;
}

/** A shared string as exceljs emits it: text, rich text (runs of text), or null when empty. */
function sharedStringText(text: unknown): string {
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object' && 'richText' in text)
    return (text.richText as { text: string | null }[]).map((run) => run.text ?? '').join('');
  return '';
}

interface PartsReading {
  strings: PackedStrings;
  packed: PackedTally;
  limits: UnpackLimits;
}

async function readWorkbookParts(reader: WorkbookReaderParts, entry: ZipEntry, reading: PartsReading): Promise<void> {
  switch (entry.path) {
    case 'xl/_rels/workbook.xml.rels':
      return reader._parseRels(entry);
    case 'xl/workbook.xml':
      return reader._parseWorkbook(entry);
    case 'xl/styles.xml':
      return reader._parseStyles(entry);
    case 'xl/sharedStrings.xml': {
      // Kept in memory, so guarded against a zip bomb as they unpack; the guard's failure ends the parsing.
      const guarded = entry.pipe(new UnpackGuard(reading.packed, reading.limits));
      entry.on('error', (error) => guarded.destroy(error));
      try {
        // With the 'emit' option exceljs hands each string over instead of keeping them.
        for await (const item of reader._parseSharedStrings(guarded as unknown as ZipEntry))
          reading.strings.push(sharedStringText((item as { text: unknown }).text));
      } finally {
        guarded.destroy();
      }
      return;
    }
  }
}

/** The zip path of the workbook's first sheet, in the order the workbook lists its sheets. */
export function firstSheetPath(reader: Pick<WorkbookReaderParts, 'workbookRels' | 'model'>): string {
  const first = reader.model?.sheets?.[0];
  const target = first && reader.workbookRels?.find((rel) => rel.Id === first.rId)?.Target;
  if (!target) return 'xl/worksheets/sheet1.xml';
  // Targets are relative to xl/, or absolute from the zip's root.
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The first sheet's rows of an XLSX file that `open` opens afresh for each pass. */
export async function* xlsxFirstSheetRows(
  open: () => Promise<Readable>,
  limits: UnpackLimits = UNPACK_LIMITS,
): AsyncGenerator<ExcelJS.Row> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(null as unknown as Readable, {
    worksheets: 'emit',
    sharedStrings: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as WorkbookReaderParts;

  const strings = new PackedStrings();
  try {
    const reading: PartsReading = { strings, packed: { bytes: 0 }, limits };
    for await (const entry of zipEntries(await open(), reading.packed)) await readWorkbookParts(reader, entry, reading);
    reader.sharedStrings = strings.asIndexable();

    const sheetPath = firstSheetPath(reader);
    const sheetNo = WORKSHEET_PATH.exec(sheetPath)?.[1];
    if (!sheetNo) return;
    for await (const entry of zipEntries(await open(), { bytes: 0 })) {
      if (entry.path !== sheetPath) continue;
      for (const { value: worksheet } of reader._parseWorksheet(iterateStream(entry), sheetNo)) yield* worksheet;
      return;
    }
  } finally {
    // The text can be tens of megabytes: gone with the reading, whoever still holds the reader or this generator.
    strings.release();
    reader.sharedStrings = [];
  }
}
