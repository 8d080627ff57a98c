import { z } from 'zod';
import { APPLICATION_TABS } from '@domain/job-application-status';
import { JOB_APPLICATION_EVENTS, JOB_APPLICATION_STATUSES, JOB_STATUSES } from '@domain/jobs';

/** Response shapes of the employer's application review (OpenAPI and serialisation). */

const matchSchema = z.object({
  score: z.number(),
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  requiredSkillCount: z.number(),
  experienceYears: z.number(),
  meetsExperience: z.boolean(),
  sameArea: z.boolean(),
});

export const applicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  status: z.enum(JOB_APPLICATION_STATUSES),
  applicantName: z.string(),
  applicantEmail: z.string().nullable(),
  applicantPhone: z.string().nullable(),
  applicantLocation: z.string().nullable(),
  applicantEducation: z.string().nullable(),
  experienceYears: z.number(),
  skills: z.array(z.string()),
  coverLetterPreview: z.string(),
  rating: z.number().nullable(),
  hasResume: z.boolean(),
  appliedAt: z.string(),
  interviewAt: z.string().nullable(),
  interviewLocation: z.string().nullable(),
  hiredStartDate: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  match: matchSchema,
});

export const applicationDetailSchema = applicationSchema.extend({
  coverLetter: z.string(),
  notes: z.array(z.object({ id: z.string(), body: z.string(), createdAt: z.string() })),
  events: z.array(
    z.object({
      event: z.enum(JOB_APPLICATION_EVENTS),
      status: z.enum(JOB_APPLICATION_STATUSES),
      createdAt: z.string(),
    }),
  ),
});

export const applicationsPageSchema = z.object({
  items: z.array(applicationSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  counts: z.object(
    Object.fromEntries(APPLICATION_TABS.map((tab) => [tab, z.number()])) as Record<
      (typeof APPLICATION_TABS)[number],
      z.ZodNumber
    >,
  ),
});

export const jobOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  positionsAvailable: z.number(),
  positionsFilled: z.number(),
});

export const applicationsQuery = z.strictObject({
  tab: z.enum(APPLICATION_TABS).default('all'),
  jobId: z.string().max(100).optional(),
  sort: z.enum(['newest', 'match']).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const idParams = z.object({ id: z.string().max(100) });
