import { eq } from 'drizzle-orm';
import type { StaffPlace } from '@domain/organisations';
import {
  beneficiaryMessages,
  duplicateAlerts,
  householdMembers,
  households,
  imports,
  projectActivities,
  projectExpenditures,
  referrals,
  staffMembers,
} from '@server/db/schema';
import { buildBeneficiary, type BeneficiaryRow } from './beneficiary-builders';
import { buildStaffMember, type BuiltUser } from './builders';
import { buildBatchPayments, buildPaymentBatch } from './payment-builders';
import { buildProgramme } from './programme-builders';
import { buildEnrolments, buildProject } from './project-builders';
import { buildComplaint, buildDocument, buildProgrammeApplication } from './record-builders';
import { randomLetters } from './seed-target';
import type { TestApp } from './test-app';

/*
 * A small world of two partners' caseloads, for tests of what each staff member may see: an IRC
 * officer working in Kakuma, a DRC officer working in Dadaab, and a person in Nairobi neither of them
 * works with. Each caseload has its person, project (with an enrolment, an activity, spending and a
 * payment batch), programme with an application, a document, a complaint and a message thread.
 */

export interface Caseload {
  person: BeneficiaryRow;
  projectId: string;
  projectCode: string;
  programmeId: string;
  applicationId: string;
  enrolmentId: string;
  activityId: string;
  expenditureId: string;
  batchId: string;
  batchReference: string;
  paymentId: string;
  documentId: string;
  complaintId: string;
  complaintReference: string;
  threadId: string;
  householdId: string;
  /** Added by addAlertsReferralsAndImports: records that point at the caseload rather than belong to a project. */
  alertId?: string;
  referralId?: string;
  importId?: string;
}

export interface ScopeWorld {
  irc: { officer: BuiltUser; own: Caseload };
  drc: { officer: BuiltUser; own: Caseload };
  /** Someone in Nairobi with a document, a complaint and a thread, in no partner's project. */
  nairobi: { person: BeneficiaryRow; documentId: string; complaintId: string; threadId: string };
}

/** A surname no other record carries, so an answer that names the person is found by a plain search. */
const marked = (label: string) => `${label}${randomLetters(10)}`;

async function thread(t: TestApp, beneficiaryId: string, subject: string): Promise<string> {
  // A question from the person: it waits in the staff inbox.
  const [row] = await t.database.db
    .insert(beneficiaryMessages)
    .values({ beneficiaryId, direction: 'from_beneficiary', subject, message: `${subject}, please` })
    .returning({ id: beneficiaryMessages.id });
  return row!.id;
}

/** The person's household, with them as its head. */
async function household(t: TestApp, person: BeneficiaryRow): Promise<string> {
  const [row] = await t.database.db
    .insert(households)
    .values({
      reference: person.householdId ?? marked('HH-'),
      camp: person.locationCamp,
      headBeneficiaryId: person.id,
      size: 1,
    })
    .returning({ id: households.id });
  await t.database.db
    .insert(householdMembers)
    .values({ householdId: row!.id, beneficiaryId: person.id, relationship: 'head' });
  return row!.id;
}

async function caseload(t: TestApp, organisation: string, camp: 'KAK' | 'DAD', area: string): Promise<Caseload> {
  const person = await buildBeneficiary(t, {
    firstName: marked('Given'),
    lastName: marked(`${organisation}Person`),
    locationCamp: camp,
    locationArea: area,
  });
  const project = await buildProject(t, { partner: organisation, location: camp, name: marked('Project') });
  const [enrolment] = await buildEnrolments(t, project.id, [person.id]);
  const [activity] = await t.database.db
    .insert(projectActivities)
    .values({ projectId: project.id, title: 'Cutting', activityDate: '2030-02-01', place: 'Hall' })
    .returning({ id: projectActivities.id });
  const [expenditure] = await t.database.db
    .insert(projectExpenditures)
    .values({ projectId: project.id, amount: 120, description: 'Cloth', spentOn: '2030-02-01' })
    .returning({ id: projectExpenditures.id });
  const batch = await buildPaymentBatch(t, { projectId: project.id });
  const [payment] = await buildBatchPayments(t, batch, [person.id]);
  const programme = await buildProgramme(t, { organisation });
  const application = await buildProgrammeApplication(t, person.id, { programId: programme.id });
  const document = await buildDocument(t, person.id);
  const complaint = await buildComplaint(t, person.id);
  return {
    person,
    projectId: project.id,
    projectCode: project.code,
    programmeId: programme.id,
    applicationId: application.id,
    enrolmentId: enrolment!.id,
    activityId: activity!.id,
    expenditureId: expenditure!.id,
    batchId: batch.id,
    batchReference: batch.reference,
    paymentId: payment!.id,
    documentId: document.id,
    complaintId: complaint.id,
    complaintReference: complaint.reference,
    threadId: await thread(t, person.id, `${organisation} question`),
    householdId: await household(t, person),
  };
}

/** Where a partner's staff member works: a whole camp by its code, or the places spelled out. */
export interface PartnerPost {
  organisation: string;
  places: 'KAK' | 'DAD' | StaffPlace[];
  isAdmin?: boolean;
  safeguarding?: boolean;
}

/** An active staff member of a partner working in the given places (never the whole registry). */
export async function buildPartnerStaff(t: TestApp, post: PartnerPost): Promise<BuiltUser> {
  const places = typeof post.places === 'string' ? [{ camp: post.places, area: null, block: null }] : post.places;
  const member = await buildStaffMember(t, {
    status: 'active',
    isAdmin: post.isAdmin ?? false,
    site: null,
    organisation: post.organisation,
    places,
  });
  if (post.safeguarding)
    await t.database.db.update(staffMembers).set({ safeguarding: true }).where(eq(staffMembers.userId, member.userId));
  return member;
}

export async function buildScopeWorld(t: TestApp): Promise<ScopeWorld> {
  const officer = (organisation: string, camp: 'KAK' | 'DAD') => buildPartnerStaff(t, { organisation, places: camp });
  const irc = { own: await caseload(t, 'IRC', 'KAK', 'KAK1'), officer: await officer('IRC', 'KAK') };
  const drc = { own: await caseload(t, 'DRC', 'DAD', 'IFO'), officer: await officer('DRC', 'DAD') };
  const person = await buildBeneficiary(t, {
    firstName: marked('Given'),
    lastName: marked('NairobiPerson'),
    locationCamp: 'NBI',
    locationArea: 'EAST',
  });
  const nairobi = {
    person,
    documentId: (await buildDocument(t, person.id)).id,
    complaintId: (await buildComplaint(t, person.id)).id,
    threadId: await thread(t, person.id, 'Nairobi question'),
  };
  return { irc, drc, nairobi };
}

/** What must never appear in an answer to someone who does not work with this caseload. */
export function markersOf(caseload: Caseload): string[] {
  const { person } = caseload;
  return [
    person.id,
    person.progresId,
    person.lastName,
    caseload.projectId,
    caseload.projectCode,
    caseload.programmeId,
    caseload.applicationId,
    caseload.enrolmentId,
    caseload.activityId,
    caseload.expenditureId,
    caseload.batchId,
    caseload.batchReference,
    caseload.paymentId,
    caseload.documentId,
    caseload.complaintId,
    caseload.complaintReference,
    caseload.threadId,
    caseload.householdId,
    caseload.alertId,
    caseload.referralId,
    caseload.importId,
  ].filter((marker): marker is string => typeof marker === 'string' && marker.length > 0);
}

export function nairobiMarkers(world: ScopeWorld): string[] {
  const { person, documentId, complaintId, threadId } = world.nairobi;
  return [person.id, person.progresId!, person.lastName, documentId, complaintId, threadId];
}

/**
 * For each caseload: a duplicate alert pairing its person with a lookalike in the same place, a referral
 * of its person to a third organisation (NRC), and a spreadsheet import its officer uploaded (past the
 * retention period, so no stored file is needed). Kept apart from buildScopeWorld so that tests counting
 * alerts or referrals see none they did not make.
 */
export async function addAlertsReferralsAndImports(t: TestApp, world: ScopeWorld): Promise<void> {
  for (const [organisation, side] of [
    ['IRC', world.irc],
    ['DRC', world.drc],
  ] as const) {
    const { person } = side.own;
    const lookalike = await buildBeneficiary(t, {
      firstName: person.firstName,
      lastName: marked('Lookalike'),
      locationCamp: person.locationCamp,
      locationArea: person.locationArea,
    });
    const [a, b] = [person.id, lookalike.id].sort();
    const [alert] = await t.database.db
      .insert(duplicateAlerts)
      .values({ beneficiaryAId: a!, beneficiaryBId: b!, riskScore: 0.9 })
      .returning({ id: duplicateAlerts.id });
    const [referral] = await t.database.db
      .insert(referrals)
      .values({
        beneficiaryId: person.id,
        fromOrganisation: organisation,
        toOrganisation: 'NRC',
        service: 'protection',
        reason: 'Needs legal counselling',
        urgency: 'routine',
        dueOn: '2030-01-15',
        consent: 'yes',
        consentRecordedBy: side.officer.userId,
        sharedFields: ['name', 'phone'],
        createdBy: side.officer.userId,
      })
      .returning({ id: referrals.id });
    const [upload] = await t.database.db
      .insert(imports)
      .values({
        type: 'beneficiaries',
        fileName: `${marked('caseload-')}.csv`,
        storageKey: `imports/${marked('gone')}`,
        fileSize: 1000,
        format: 'csv',
        status: 'completed',
        totalRecords: 1,
        validRecords: 1,
        uploadedByUserId: side.officer.userId,
        validatedAt: new Date(),
        purgedAt: new Date(),
      })
      .returning({ id: imports.id });
    Object.assign(side.own, { alertId: alert!.id, referralId: referral!.id, importId: upload!.id });
  }
}
