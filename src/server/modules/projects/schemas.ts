import { z } from 'zod';
import { ENROLMENT_STATUSES, PROJECT_STATUSES, PROJECT_TYPES } from '@domain/projects';

/** Response shapes of the staff Projects API (they also document it at /api/docs). */

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });

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

export const projectDetailsSchema = projectSummarySchema.extend({
  description: z.string().nullable(),
  programmeId: z.string().nullable(),
  present: z.number(),
  attendanceTaken: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const projectsSummarySchema = z.object({
  activeProjects: z.number(),
  totalBudget: z.number(),
  totalSpent: z.number(),
  percentSpent: z.number(),
  beneficiariesServed: z.number(),
  completionRate: z.number(),
});

export const enrolmentSchema = z.object({
  id: z.string(),
  beneficiaryId: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  enrolledAt: z.string(),
  completedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawalReason: z.string().nullable(),
});

export const enrolledPersonSchema = enrolmentSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  progresId: z.string().nullable(),
  location: z.string().nullable(),
});

export const activitySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  activityDate: z.string(),
  startTime: z.string().nullable(),
  place: z.string(),
  description: z.string().nullable(),
  present: z.number(),
  attendanceTaken: z.number(),
  attendanceRate: z.number(),
});

export const attendanceSheetSchema = z.object({
  activity: activitySchema,
  project: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  items: z.array(
    z.object({
      beneficiaryId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      progresId: z.string().nullable(),
      attendance: z.enum(['present', 'absent']).nullable(),
    }),
  ),
});

export const expenditureSchema = z.object({
  id: z.string(),
  amount: z.number(),
  description: z.string(),
  spentOn: z.string(),
  createdAt: z.string(),
});

export const expenditureListItemSchema = expenditureSchema.extend({ recordedBy: z.string().nullable() });
