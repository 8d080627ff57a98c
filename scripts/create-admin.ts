import { parseArgs } from 'node:util';
import { createAuth } from '@server/auth/auth';
import { ensureAccount } from '@server/auth/create-account';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { ensureStaffMember } from '@server/modules/team/members/ensure-staff-member';
import { resolveAuthSecret } from '@server/platform/auth-secret';
import { OutboxMailer } from '@server/platform/mail/outbox-mailer';
import { signUpRequestSchema } from '@domain/sign-up-request';
import { translate } from '@server/platform/i18n';

/*
 * How a real deployment gets its first admin:
 *   npm run create-admin -- --email a@agency.org --password '...' [--first-name --last-name --phone --site]
 * Works on whichever database the configuration points to (DATA_DIR or DATABASE_URL).
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Agency' },
    'last-name': { type: 'string', default: 'Admin' },
    phone: { type: 'string', default: '+254700000000' },
    site: { type: 'string', default: 'Dadaab Operations' },
  },
});

function fail(message: string): never {
  process.stderr.write(
    `${message}\nUsage: npm run create-admin -- --email EMAIL --password PASSWORD [--first-name N --last-name N --phone P --site S]\n`,
  );
  process.exit(1);
}

const input = {
  email: values.email ?? '',
  password: values.password ?? '',
  firstName: values['first-name'] ?? '',
  lastName: values['last-name'] ?? '',
  phoneNumber: values.phone ?? '',
  userType: 'staff' as const,
};
const parsed = signUpRequestSchema.safeParse(input);
if (!parsed.success) {
  fail(
    `Invalid input: ${parsed.error.issues.map((i) => `${i.path.join('.')} (${translate('en', i.message)})`).join(', ')}`,
  );
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await runMigrations(database);
  const silentLog = { info: () => undefined } as unknown as ConstructorParameters<typeof OutboxMailer>[1];
  const auth = createAuth({
    config,
    db: database.db,
    mailer: new OutboxMailer(database.db, silentLog, ''),
    secret: await resolveAuthSecret(config.authSecret, config.dataDir),
  });
  const { userId, created } = await ensureAccount(auth, database.db, { ...parsed.data, emailVerified: true });
  await ensureStaffMember(database.db, userId, { status: 'active', isAdmin: true, site: values.site ?? null });
  const email = parsed.data.email.toLowerCase();
  process.stdout.write(`${created ? 'Created' : 'Promoted existing account'} ${email} as an approved staff admin.\n`);
} finally {
  await database.close();
}
