import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { projectRoot } from '@server/platform/project-root';
import type { DatabaseHandle, Schema } from './client';

const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

/**
 * Applies the committed SQL migrations. drizzle-kit's own migrate command cannot
 * load PGlite's extensions, so the app runs them with the same files on both engines.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  // An index built over a large registry may take longer than a request's statement timeout allows.
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    // Several instances starting at once against one server would each apply the same migration.
    await handle.exclusively('schema-migrations', () =>
      migratePg(handle.backgroundDb as unknown as NodePgDatabase<Schema>, { migrationsFolder }),
    );
  }
}
