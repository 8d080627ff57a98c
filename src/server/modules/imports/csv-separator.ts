/**
 * The separators a CSV import may use. Excel writes `;` in the many locales
 * where the comma is the decimal mark, and a tab when saved as "Text".
 */
export const CSV_SEPARATORS = [',', ';', '\t'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** Every line ending a spreadsheet tool or a paste leaves, in any mix: CRLF (Windows, our template), LF, and CR alone (old Mac). */
export const CSV_LINE_ENDS = ['\r\n', '\n', '\r'];

/**
 * The separator of a CSV, read from its header row: the one found most often
 * outside quotes on the first line. The template's column names hold none of
 * them, so the header tells them apart; a comma wins a tie (one column only).
 */
export function headerSeparator(head: string): CsvSeparator {
  const found: Record<CsvSeparator, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of head) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in found) found[char as CsvSeparator] += 1;
  }
  return CSV_SEPARATORS.reduce(
    (best, separator) => (found[separator] > found[best] ? separator : best),
    ',' as CsvSeparator,
  );
}
