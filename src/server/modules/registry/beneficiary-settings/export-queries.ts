import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  accountDeletionRequests,
  beneficiaries,
  beneficiaryBusinesses,
  beneficiaryDocuments,
  beneficiaryMessages,
  beneficiaryPreferences,
  companies,
  feedbackCases,
  feedbackReplies,
  jobApplicationEvents,
  jobApplications,
  jobInvitations,
  jobPostings,
  paymentRecords,
  programApplications,
  skillAssessments,
  users,
} from '@server/db/schema';

/*
 * Which columns leave in "download my data". Everything stored about the
 * person, except what is the staff's or the employer's own working material
 * (who handles or wrote what, reviewer and employer notes, the employer's
 * rating and raw rejection reason) and storage internals (where a file sits).
 */
const { reviewerNotes: _reviewerNotes, ...applicationColumns } = getTableColumns(programApplications);
const { storageKey: _storageKey, ...documentColumns } = getTableColumns(beneficiaryDocuments);
const { assignedTo: _assignedTo, sensitive: _sensitive, ...caseColumns } = getTableColumns(feedbackCases);
const { authorUserId: _replyAuthor, ...replyColumns } = getTableColumns(feedbackReplies);
const { senderUserId: _sender, ...messageColumns } = getTableColumns(beneficiaryMessages);
const {
  rating: _rating,
  rejectionReason: _rejectionReason,
  ...jobApplicationColumns
} = getTableColumns(jobApplications);
const { actorUserId: _actor, ...jobEventColumns } = getTableColumns(jobApplicationEvents);
const { decidedBy: _decidedBy, ...deletionColumns } = getTableColumns(accountDeletionRequests);

export async function loadAccount(db: Database, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      userType: users.userType,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return account ?? null;
}

/** Every row about one person, read only through that person's id. */
export async function loadPersonRows(db: Database, beneficiaryId: string) {
  const [
    profile,
    applications,
    payments,
    messages,
    documents,
    businesses,
    skills,
    preferences,
    cases,
    jobApps,
    invitations,
    deletions,
  ] = await Promise.all([
    db.select().from(beneficiaries).where(eq(beneficiaries.id, beneficiaryId)),
    db
      .select(applicationColumns)
      .from(programApplications)
      .where(eq(programApplications.beneficiaryId, beneficiaryId))
      .orderBy(asc(programApplications.createdAt)),
    db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.beneficiaryId, beneficiaryId))
      .orderBy(asc(paymentRecords.createdAt)),
    db
      .select(messageColumns)
      .from(beneficiaryMessages)
      .where(eq(beneficiaryMessages.beneficiaryId, beneficiaryId))
      .orderBy(asc(beneficiaryMessages.createdAt)),
    db
      .select(documentColumns)
      .from(beneficiaryDocuments)
      .where(eq(beneficiaryDocuments.beneficiaryId, beneficiaryId))
      .orderBy(asc(beneficiaryDocuments.createdAt)),
    db
      .select()
      .from(beneficiaryBusinesses)
      .where(eq(beneficiaryBusinesses.beneficiaryId, beneficiaryId))
      .orderBy(asc(beneficiaryBusinesses.createdAt)),
    db.select().from(skillAssessments).where(eq(skillAssessments.beneficiaryId, beneficiaryId)),
    db.select().from(beneficiaryPreferences).where(eq(beneficiaryPreferences.beneficiaryId, beneficiaryId)),
    db
      .select(caseColumns)
      .from(feedbackCases)
      .where(eq(feedbackCases.beneficiaryId, beneficiaryId))
      .orderBy(asc(feedbackCases.createdAt)),
    db
      .select({ ...jobApplicationColumns, jobTitle: jobPostings.title, companyName: companies.companyName })
      .from(jobApplications)
      .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .where(eq(jobApplications.beneficiaryId, beneficiaryId))
      .orderBy(asc(jobApplications.createdAt)),
    db
      .select({ ...getTableColumns(jobInvitations), jobTitle: jobPostings.title, companyName: companies.companyName })
      .from(jobInvitations)
      .innerJoin(jobPostings, eq(jobPostings.id, jobInvitations.jobId))
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .where(eq(jobInvitations.beneficiaryId, beneficiaryId))
      .orderBy(asc(jobInvitations.createdAt)),
    db
      .select(deletionColumns)
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.beneficiaryId, beneficiaryId))
      .orderBy(asc(accountDeletionRequests.createdAt)),
  ]);
  const caseIds = cases.map((row) => row.id);
  const applicationIds = jobApps.map((row) => row.id);
  const [replies, jobEvents] = await Promise.all([
    caseIds.length === 0
      ? []
      : db
          .select(replyColumns)
          .from(feedbackReplies)
          .where(inArray(feedbackReplies.caseId, caseIds))
          .orderBy(asc(feedbackReplies.createdAt)),
    applicationIds.length === 0
      ? []
      : db
          .select(jobEventColumns)
          .from(jobApplicationEvents)
          .where(inArray(jobApplicationEvents.applicationId, applicationIds))
          .orderBy(asc(jobApplicationEvents.createdAt)),
  ]);
  return {
    profile: profile[0] ?? null,
    programmeApplications: applications,
    payments,
    messages,
    documents,
    businesses,
    skillsAssessment: skills[0] ?? null,
    preferences: preferences[0] ?? null,
    feedbackCases: cases.map((row) => ({ ...row, replies: replies.filter((reply) => reply.caseId === row.id) })),
    jobApplications: jobApps.map((row) => ({
      ...row,
      history: jobEvents.filter((event) => event.applicationId === row.id),
    })),
    jobInvitations: invitations,
    accountDeletionRequests: deletions,
  };
}
