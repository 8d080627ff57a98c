import * as z from 'zod/mini';
import { ENROLMENT_STATUSES, PROJECT_STATUSES, PROJECT_TYPES } from './projects';

/* What the staff Projects API answers (GET /api/v1/staff/projects and its sub-resources). Money is whole USD. */

const nullableString = z.nullable(z.string());

export const projectSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  partner: z.string(),
  type: z.enum(PROJECT_TYPES),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(PROJECT_STATUSES),
  targetBeneficiaries: z.number(),
  enrolled: z.number(),
  completed: z.number(),
  budget: z.number(),
  spent: z.number(),
  completionRate: z.number(),
  enrolmentRate: z.number(),
  percentSpent: z.number(),
  attendanceRate: z.number(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectDetailsSchema = z.extend(projectSummarySchema, {
  description: nullableString,
  programmeId: nullableString,
  present: z.number(),
  attendanceTaken: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

/** The headline cards above the project list. */
export const projectsOverviewSchema = z.object({
  activeProjects: z.number(),
  totalBudget: z.number(),
  totalSpent: z.number(),
  percentSpent: z.number(),
  beneficiariesServed: z.number(),
  completionRate: z.number(),
});
export type ProjectsOverview = z.infer<typeof projectsOverviewSchema>;

export const enrolmentSchema = z.object({
  id: z.string(),
  beneficiaryId: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  enrolledAt: z.string(),
  completedAt: nullableString,
  withdrawnAt: nullableString,
  withdrawalReason: nullableString,
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const enrolledPersonSchema = z.extend(enrolmentSchema, {
  firstName: z.string(),
  lastName: z.string(),
  progresId: nullableString,
  location: nullableString,
});
export type EnrolledPerson = z.infer<typeof enrolledPersonSchema>;

/** People enrolled by one request; those already in the project are counted, not enrolled twice. */
export const enrolmentResultSchema = z.object({ enrolled: z.number(), alreadyEnrolled: z.number() });
export type EnrolmentResult = z.infer<typeof enrolmentResultSchema>;

/** Enrolments marked completed at once; the others (withdrawn, already completed, unknown) are skipped. */
export const bulkCompletionResultSchema = z.object({ completed: z.number(), skipped: z.number() });

export const projectActivitySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  activityDate: z.string(),
  startTime: nullableString,
  place: z.string(),
  description: nullableString,
  present: z.number(),
  attendanceTaken: z.number(),
  attendanceRate: z.number(),
});
export type ProjectActivity = z.infer<typeof projectActivitySchema>;

export const attendanceSheetSchema = z.object({
  activity: projectActivitySchema,
  project: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  items: z.array(
    z.object({
      beneficiaryId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      progresId: nullableString,
      attendance: z.nullable(z.enum(['present', 'absent'])),
    }),
  ),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

export const recordedExpenditureSchema = z.object({
  id: z.string(),
  amount: z.number(),
  description: z.string(),
  spentOn: z.string(),
  createdAt: z.string(),
});

/** An expenditure in the project's list: who recorded it, when their account still exists. */
export const expenditureSchema = z.extend(recordedExpenditureSchema, { recordedBy: nullableString });
export type Expenditure = z.infer<typeof expenditureSchema>;
