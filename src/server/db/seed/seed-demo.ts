import type { Auth } from '@server/auth/auth';
import { ensureAccount } from '@server/auth/create-account';
import { ensureStaffMember } from '@server/modules/team/members/ensure-staff-member';
import type { DatabaseHandle } from '@server/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoApplications } from './seed-demo-applications';
import { seedDemoBeneficiary } from './seed-demo-beneficiary';
import { seedDemoJobApplications } from './seed-demo-job-applications';
import { seedDemoJobs } from './seed-demo-jobs';
import { seedDemoRegistry } from './seed-demo-registry';
import { seedDemoPaymentBatches } from './seed-demo-payment-batches';
import { seedDemoCycles } from './seed-demo-cycles';
import { seedDemoOutcomes } from './seed-demo-outcomes';
import { seedDemoVerification } from './seed-demo-verification';

/**
 * Deterministic and idempotent: running it on a seeded database changes
 * nothing. Later issues add their demo records here. One seeder at a time:
 * instances starting together on one PostgreSQL would otherwise both find a
 * record missing and both insert it.
 */
export async function seedDemo(auth: Auth, database: DatabaseHandle): Promise<void> {
  await database.exclusively('seed-demo', () => seedDemoData(auth, database.db));
}

async function seedDemoData(auth: Auth, db: DatabaseHandle['db']): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const { staff, ...fields } = account;
    const { userId, created } = await ensureAccount(auth, db, {
      ...fields,
      password: DEMO_PASSWORD,
      emailVerified: true,
    });
    if (staff && created) await ensureStaffMember(db, userId, { status: 'active', ...staff });
    if (account.userType === 'beneficiary') await seedDemoBeneficiary(db, userId);
    if (account.userType === 'employer') await seedDemoJobs(db, userId);
  }
  // Applicants to the demo employer's first job: after the loop, so the jobs exist.
  await seedDemoJobApplications(auth, db);
  // Last: the registry's figures count the people above.
  await seedDemoRegistry(db);
  // A batch awaiting approval by a checker: the projects and their people exist now.
  await seedDemoPaymentBatches(db);
  // Submitted applications of registry people, for the staff review queue.
  await seedDemoApplications(db);
  // The business grant's cycles (one running, two finished and paid), whose people exist now.
  await seedDemoCycles(db);
  // After the cycles: follow-up of the finished cycles' people, and a paid batch's verification.
  await seedDemoOutcomes(db);
  await seedDemoVerification(db);
}
