import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Arabic is read right to left: a page mirrors by its dir attribute alone only if no class names a physical
 * side. Margins, paddings, borders, corners, positions and text alignment use start/end (ms-, pe-, border-s,
 * rounded-e, start-0, text-end...). Centring with left-1/2 and -translate-x-1/2 is the one exception: it is
 * the same in both directions.
 */

const WEB_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PHYSICAL =
  /(?<![\w-])(?:-?(?:ml|mr|pl|pr)-[\w[]|text-(?:left|right)(?![\w-])|float-(?:left|right)|border-[lr](?![\w])|border-[lr]-|rounded-(?:[lr]|tl|tr|bl|br)(?![\w])|rounded-(?:[lr]|tl|tr|bl|br)-|-?(?:left|right)-(?!1\/2)(?:\d|\[|auto|full|px))/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('layouts mirror for right-to-left languages', () => {
  it('no class in the web client names a physical side', () => {
    const found = sourceFiles(WEB_DIR).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const match = PHYSICAL.exec(line);
          return match ? [`${path.relative(WEB_DIR, file)}:${index + 1}: ${match[0]}`] : [];
        }),
    );
    expect(found).toEqual([]);
  });
});
