import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '@server/platform/project-root';

/*
 * drizzle's migrator applies, on a database that already has migrations, only
 * those dated after the newest one applied: a migration dated earlier than its
 * predecessor, or in the future (which would date every later one too early),
 * would be skipped there in silence while fresh databases got it.
 */
const folder = path.join(projectRoot, 'src/server/db/migrations');
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migrations journal', () => {
  it('lists every migration file once, in order', () => {
    const files = fs.readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
  });

  it('dates each migration after the one before it, and none in the future', () => {
    journal.entries.slice(1).forEach((entry, index) => {
      expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index]!.when);
    });
    expect(journal.entries.at(-1)!.when).toBeLessThanOrEqual(Date.now());
  });
});
