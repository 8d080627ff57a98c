import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL here; the app applies migrations itself (see db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
