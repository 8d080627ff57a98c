import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { beneficiaries, beneficiaryMessages, paymentRecords } from '@server/db/schema';

/**
 * Amina's record so that her portal shows real data on first start: a filled
 * profile, three payments of the Emergency Cash Transfer and a message from
 * staff. Written once: a seeded record is never duplicated or overwritten.
 */
export async function seedDemoBeneficiary(db: Database, userId: string): Promise<void> {
  const [existing] = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(eq(beneficiaries.userId, userId))
    .limit(1);
  if (existing) return;
  const [person] = await db
    .insert(beneficiaries)
    .values({
      userId,
      progresId: 'KEN-DAD-2019-004512',
      firstName: 'Amina',
      lastName: 'Hassan',
      email: 'amina@demo.local',
      phoneNumber: '+254712345678',
      // Verified, as if by a code: the demo shows SMS and the phone menu working for her.
      phoneVerifiedAt: new Date(Date.UTC(2026, 6, 1, 9)),
      gender: 'female',
      dateOfBirth: '1991-03-14',
      nationality: 'SOM',
      locationCamp: 'DAD',
      locationBlock: 'IFO-B12',
      educationLevel: 'primary',
      employmentStatus: 'self_employed',
      householdSize: 6,
      monthlyIncome: 3500,
      mobileMoneyNumber: '+254712345678',
      emergencyContactName: 'Hodan Hassan',
      emergencyContactPhone: '+254733000222',
      skills: ['Tailoring', 'Cooking'],
      householdId: 'DAD-HH-0458',
      vulnerabilityScore: 4.2,
    })
    .returning({ id: beneficiaries.id });
  const beneficiaryId = person!.id;

  const month = (m: number) => new Date(Date.UTC(2026, m, 5, 9));
  await db.insert(paymentRecords).values([
    {
      beneficiaryId,
      amount: 5000,
      paymentMethod: 'mobile_money',
      paymentReference: 'DEMO-MP-2026-08',
      status: 'completed',
      createdAt: month(7),
    },
    {
      beneficiaryId,
      amount: 5000,
      paymentMethod: 'mobile_money',
      paymentReference: 'DEMO-MP-2026-09',
      status: 'completed',
      createdAt: month(8),
    },
    {
      beneficiaryId,
      amount: 5000,
      paymentMethod: 'mobile_money',
      paymentReference: 'DEMO-MP-2026-10',
      status: 'processing',
      createdAt: month(9),
    },
  ]);
  await db.insert(beneficiaryMessages).values({
    beneficiaryId,
    subject: 'Verification visit on Thursday',
    message:
      'Please bring your UNHCR card to the IFO distribution point on Thursday at 10:00 for the household verification.',
    createdAt: month(10),
  });
}
