import * as z from 'zod/mini';
import { pageSchema, pagingQuerySchema } from '../paging';
import { applicationAnswerSchema, questionAnswersSchema } from './application-answers';
import { graduationCriterionSchema, VISIT_RECORDERS, VISIT_STATUSES } from './follow-up';
import { GRADUATION_STATUSES } from './follow-up-graduation';
import { programmeQuestionSchema } from './programme-design';

/* What the follow-up endpoints answer: the shapes the server sends and the pages read. */

const nullableString = z.nullable(z.string());

export const followUpRoundSchema = z.object({
  id: z.string(),
  monthsAfter: z.number(),
  visits: z.number(),
  recorded: z.number(),
  createdAt: z.string(),
});
export type FollowUpRound = z.infer<typeof followUpRoundSchema>;

/** A programme's follow-up as staff read it; `configured` is false until someone saves a plan. */
export const followUpOverviewSchema = z.object({
  programmeId: z.string(),
  configured: z.boolean(),
  questions: z.array(programmeQuestionSchema),
  selfReport: z.boolean(),
  graduation: z.array(graduationCriterionSchema),
  rounds: z.array(followUpRoundSchema),
});
export type FollowUpOverview = z.infer<typeof followUpOverviewSchema>;

export const followUpRoundCreatedSchema = z.object({ id: z.string(), visitsCreated: z.number() });

export const followUpVisitSchema = z.object({
  id: z.string(),
  monthsAfter: z.number(),
  beneficiaryId: z.string(),
  name: z.string(),
  camp: nullableString,
  officer: z.nullable(z.object({ id: z.string(), name: z.string() })),
  dueOn: z.string(),
  status: z.enum(VISIT_STATUSES),
  answers: z.nullable(z.record(z.string(), applicationAnswerSchema)),
  recordedVia: z.nullable(z.enum(VISIT_RECORDERS)),
  recordedAt: nullableString,
});
export type FollowUpVisit = z.infer<typeof followUpVisitSchema>;
export const followUpVisitsPageSchema = pageSchema(followUpVisitSchema);

export const followUpVisitsQuerySchema = z.object({
  ...pagingQuerySchema().shape,
  monthsAfter: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(60))),
  status: z.optional(z.enum(VISIT_STATUSES)),
  mine: z.optional(z.enum(['true', 'false'])),
});
export type FollowUpVisitsQuery = z.infer<typeof followUpVisitsQuerySchema>;

/** Handing a visit to another officer. */
export const followUpOfficerChangeSchema = z.strictObject({
  officerId: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** Officers a visit may be handed to: active staff of the programme's organisation who reach the person. */
export const visitOfficersSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });
export type VisitOfficers = z.infer<typeof visitOfficersSchema>;

/** Answers as an officer or the person sends them. */
export const followUpAnswersSchema = z.strictObject({ answers: questionAnswersSchema });

export const criterionResultSchema = z.object({
  criterion: graduationCriterionSchema,
  outcome: z.enum(['met', 'not_met', 'pending']),
  observed: z.nullable(z.union([z.number(), z.boolean()])),
});

export const graduationPersonSchema = z.object({
  beneficiaryId: z.string(),
  name: z.string(),
  camp: nullableString,
  status: z.enum(GRADUATION_STATUSES),
  criteria: z.array(criterionResultSchema),
});
export type GraduationPerson = z.infer<typeof graduationPersonSchema>;
export const graduationListSchema = z.object({ items: z.array(graduationPersonSchema) });

/** A visit the person may answer in the portal, with the questions in every language. */
export const ownFollowUpVisitSchema = z.object({
  id: z.string(),
  programmeName: z.string(),
  monthsAfter: z.number(),
  dueOn: z.string(),
  status: z.enum(VISIT_STATUSES),
  questions: z.array(programmeQuestionSchema),
  answers: z.nullable(z.record(z.string(), applicationAnswerSchema)),
});
export type OwnFollowUpVisit = z.infer<typeof ownFollowUpVisitSchema>;
export const ownFollowUpVisitsSchema = z.object({ items: z.array(ownFollowUpVisitSchema) });
