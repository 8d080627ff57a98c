import { randomInt } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';

/*
 * A registration list as programme officers send it: the template's columns,
 * mostly good rows and one in a hundred with a mistake (a phone too short, a
 * location of no camp), each person a different family so detection has work
 * but few true pairs.
 */

const HEADER =
  'progres_id,first_name,last_name,date_of_birth,gender,nationality,location,phone_number,household_id,vulnerability_score,status,skills';
const GIVEN = [
  'Halima',
  'Amina',
  'Fatuma',
  'Deng',
  'Achol',
  'Mohamed',
  'Abdi',
  'Hassan',
  'Nyabol',
  'Trésor',
  'Jean-Claude',
  'Faith',
  'Baraka',
  'Hodan',
  'Sahra',
];
const FAMILY = [
  'Abdullahi',
  'Warsame',
  'Garang',
  "N'Goma",
  'Mukendi',
  'Tesfaye',
  'Niyonzima',
  'Osman',
  'Farah',
  'Lual',
  'Kiir',
  'Guled',
  'Hersi',
  'Dahir',
];
const LOCATIONS = ['DAD-IFO-B12', 'DAD-DAG-B4', 'DAD-HAG-B20', 'KAK-KK1-B3', 'KAK-KK3-B9', 'KAL-V2-B1', 'NBI-EST-B5'];
const SKILLS = [
  'Tailoring',
  'Farming',
  'Cooking',
  'Carpentry',
  'Masonry',
  'Hairdressing',
  'Welding',
  'Tutoring',
  'Bookkeeping',
  'Beekeeping',
  'Phone repair',
  'Driving',
  'Nursing',
  'Plumbing',
];
const pick = <T>(items: readonly T[]) => items[randomInt(items.length)]!;
const pad = (value: number, size: number) => String(value).padStart(size, '0');

/** The data rows of a list; the caller's run tag keeps ProGres IDs unique across runs. */
function* registrationRows(rows: number, tag: string, skills: number): Generator<string[]> {
  for (let row = 1; row <= rows; row += 1) {
    const broken = row % 100 === 0;
    yield [
      `KEN-${tag}-2024-${pad(row, 6)}`,
      pick(GIVEN),
      `${pick(FAMILY)} ${pick(FAMILY)}${String.fromCharCode(97 + randomInt(26))}`,
      `${1950 + randomInt(58)}-${pad(1 + randomInt(12), 2)}-${pad(1 + randomInt(28), 2)}`,
      randomInt(2) ? 'female' : 'male',
      pick(['SOM', 'SSD', 'COD', 'ETH', 'BDI']),
      broken ? 'XYZ-1-2' : pick(LOCATIONS),
      broken ? '0712' : `07${pad(randomInt(100_000_000), 8)}`,
      `HH-${tag}-${pad(Math.ceil(row / 4), 6)}`,
      (randomInt(51) / 10).toFixed(1),
      'active',
      SKILLS.slice(0, skills).join(';'),
    ];
  }
}

/** One row in a hundred has mistakes. */
const invalidRows = (rows: number) => Math.floor(rows / 100);

/**
 * Writes `rows` data rows to `path` as CSV and answers how many have mistakes.
 * `skills` per person (2 by default): 12 make the 200,000 rows a file may hold about 50 MB, the upload limit.
 */
export async function writeRegistrationList(path: string, rows: number, tag: string, skills = 2): Promise<number> {
  const out = createWriteStream(path);
  out.write(`${HEADER}\n`);
  for (const cells of registrationRows(rows, tag, skills)) {
    const line = cells.map((cell) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell));
    if (!out.write(`${line.join(',')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return invalidRows(rows);
}

/**
 * The same list as an Excel workbook, every text cell in its shared strings as
 * Excel writes them (the case that costs a reader memory), then a help sheet.
 */
export async function writeRegistrationWorkbook(path: string, rows: number, tag: string, skills = 2): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet('Beneficiaries');
  sheet.addRow(HEADER.split(',')).commit();
  for (const cells of registrationRows(rows, tag, skills)) sheet.addRow(cells).commit();
  sheet.commit();
  const help = workbook.addWorksheet('Help');
  help.addRow(['Fill the first sheet']).commit();
  help.commit();
  await workbook.commit();
  return invalidRows(rows);
}
