import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@server/db/client';
import { staffMembers, users } from '@server/db/schema';

const run = promisify(execFile);

/** The shell's environment without what Vitest adds for Vite (BASE_URL='/', MODE...). */
function cleanEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const { BASE_URL: _base, MODE: _mode, DEV: _dev, PROD: _prod, SSR: _ssr, ...rest } = process.env;
  return { ...rest, LOG_LEVEL: 'silent', ...overrides };
}

/** How a real deployment gets its first admin, run as a person would, on an embedded database of its own. */
describe('npm run create-admin', () => {
  let dataDir = '';
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('creates an approved staff admin on the configured database, and promotes on a second run', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'create-admin-'));
    const env = cleanEnv({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const args = [
      '--import',
      'tsx',
      'scripts/create-admin.ts',
      '--email',
      'First.Admin@agency.org',
      '--password',
      'a-long-secret',
      '--site',
      'Kakuma Operations',
    ];
    const first = await run(process.execPath, args, { env });
    expect(first.stdout).toContain('Created first.admin@agency.org as an approved staff admin.');
    const second = await run(process.execPath, args, { env });
    expect(second.stdout).toContain('Promoted existing account first.admin@agency.org');

    const database = await openPglite({ dataDir });
    try {
      const rows = await database.db
        .select({
          userType: users.userType,
          verified: users.emailVerified,
          status: staffMembers.status,
          isAdmin: staffMembers.isAdmin,
          site: staffMembers.site,
        })
        .from(users)
        .innerJoin(staffMembers, eq(staffMembers.userId, users.id))
        .where(eq(users.email, 'first.admin@agency.org'));
      expect(rows).toEqual([
        { userType: 'staff', verified: true, status: 'active', isAdmin: true, site: 'Kakuma Operations' },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a weak password with a clear message', async () => {
    const env = cleanEnv({ DATA_DIR: path.join(os.tmpdir(), 'never-created') });
    const result = run(
      process.execPath,
      ['--import', 'tsx', 'scripts/create-admin.ts', '--email', 'a@b.org', '--password', '123'],
      { env },
    );
    await expect(result).rejects.toMatchObject({ stderr: expect.stringContaining('Invalid input: password') });
  });
});
