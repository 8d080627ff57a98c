import os from 'node:os';
import { buildApp } from './app';
import { createBackgroundJobs } from './background-jobs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { loggableError } from './http/loggable-error';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts';
import { seedDemo } from './db/seed/seed-demo';
import { startFileStorage } from './platform/storage/start-file-storage';
import { isLoopbackHost } from './platform/loopback';
import { lanOrigins } from './trusted-origins';

/** Process entry: config -> database -> migrations (+ demo seed) -> app -> listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  const { app, auth, mailer } = await buildApp({ config, database });
  // Local files on PostgreSQL are claimed (a second instance on another disk refuses to start); parts of cut-off uploads go.
  const files = await startFileStorage(config, app.log);
  if (config.seedDemo) await seedDemo(auth, database);
  // Imports, scans and the recurring jobs run here, in every instance; a job left by a dead instance is taken over within half a minute (its lease).
  // The worker books its schedules' runs itself (document expiry, data retention, the M-Pesa and job-posting sweeps, the key backfill).
  const jobs = createBackgroundJobs(
    database.backgroundDb,
    files.storage,
    { mailer, baseUrl: config.baseUrl },
    {
      concurrency: config.jobConcurrency,
      // The error's text may quote a row's values: only its name, code and kind of statement reach the log.
      onError: (error, job) => {
        const { type, code, statement } = loggableError(error);
        app.log.error({ queue: job.queue, jobId: job.id, error: type, code, statement }, 'background job failed');
      },
    },
    { mpesa: config.mpesa, log: app.log, sms: config.sms },
  );
  jobs.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // No new job from now on; the ones in hand finish or, after ten seconds at most, go back to the queue for another instance.
    await jobs.stop();
    await app.close();
    await files.release();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const engine = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  Livelihood platform is running at ${config.baseUrl}  (${engine})`,
    `  API docs: ${config.baseUrl}/api/docs`,
  ];
  // Camp networks often have no DNS name: phones and laptops open the platform by this machine's address.
  const reachable =
    config.env !== 'production' && !isLoopbackHost(config.host) ? lanOrigins(config.port, os.networkInterfaces()) : [];
  if (reachable.length > 0) lines.push(`  From other devices on this network: ${reachable.join('  ')}`);
  if (config.devInboxEnabled)
    lines.push(`  Development inbox (mail is kept here, shown on this machine only): ${config.baseUrl}/dev/inbox`);
  else if (!config.smtpUrl)
    lines.push(
      '  Mail is kept unsent: set SMTP_URL (the development inbox is only served when BASE_URL is this machine)',
    );
  if (config.seedDemo) {
    lines.push('', `  Demo sign-ins (password for all: ${DEMO_PASSWORD})`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.email.padEnd(22)} ${account.staff?.isAdmin ? 'staff admin' : account.userType}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
