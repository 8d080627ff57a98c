import ExcelJS from 'exceljs';
import { csvRow } from '@domain/registry-search';
import {
  IMPORT_FORMATS,
  TEMPLATE_COLUMNS,
  templateExampleRow,
  templateHeader,
  type ImportFormat,
  type ImportType,
} from '@domain/import-templates';
import type { CurrentUser } from '@domain/me';
import { requirePortal } from '@server/auth/guards';
import { AppError } from '@server/errors';

export const SPREADSHEET_CONTENT_TYPES: Record<ImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const SHEET_NAMES: Record<ImportType, string> = { beneficiaries: 'Beneficiaries', projects: 'Projects' };

export interface TemplateFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** The byte order mark tells Excel the file is UTF-8. */
function csvTemplate(type: ImportType): Buffer {
  return Buffer.from(`\uFEFF${csvRow(templateHeader(type))}${csvRow(templateExampleRow(type))}`, 'utf8');
}

/** Data sheet first (the importer reads the first sheet), then a help sheet describing every column. */
async function xlsxTemplate(type: ImportType): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAMES[type]);
  // Text cells, so Excel keeps a phone's leading 0 and does not turn dates into serial numbers.
  sheet.columns = TEMPLATE_COLUMNS[type].map((column) => ({
    header: column.name,
    key: column.name,
    width: Math.max(14, column.example.length + 4),
    style: { numFmt: '@' },
  }));
  sheet.addRow(templateExampleRow(type));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const help = workbook.addWorksheet('Help');
  help.columns = [
    { header: 'Column', key: 'name', width: 22 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'Format', key: 'help', width: 90 },
    { header: 'Example', key: 'example', width: 24 },
  ];
  for (const column of TEMPLATE_COLUMNS[type]) help.addRow({ ...column, required: column.required ? 'yes' : 'no' });
  help.getRow(1).font = { bold: true };
  help.addRow([]);
  help.addRow([
    '',
    '',
    'Fill the first sheet: one row per record below the header. Only .xlsx and .csv files, at most 50MB.',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** GET /api/v1/imports/templates/:type.:format (staff only). */
export async function importTemplate(user: CurrentUser | null, type: string, format: string): Promise<TemplateFile> {
  requirePortal(user, 'staff');
  if (!Object.hasOwn(SHEET_NAMES, type) || !(IMPORT_FORMATS as readonly string[]).includes(format))
    throw new AppError('not_found', 'errors:imports.templateNotFound');
  const importType = type as ImportType;
  const importFormat = format as ImportFormat;
  return {
    fileName: `${importType}-template.${importFormat}`,
    contentType: SPREADSHEET_CONTENT_TYPES[importFormat],
    body: importFormat === 'csv' ? csvTemplate(importType) : await xlsxTemplate(importType),
  };
}
