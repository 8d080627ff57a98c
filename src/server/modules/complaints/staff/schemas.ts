import { z } from 'zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_CHANNELS,
  FEEDBACK_KINDS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
} from '@domain/feedback';
import { FEEDBACK_QUEUE_VIEWS } from '@domain/feedback-handling';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const queueQuerySchema = z.strictObject({
  status: z.enum(FEEDBACK_QUEUE_VIEWS).default('open'),
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
  priority: z.enum(FEEDBACK_PRIORITIES).optional(),
  kind: z.enum(FEEDBACK_KINDS).optional(),
  overdue: flag.optional(),
  assignedToMe: flag.optional(),
  awaitingReply: flag.optional(),
  // Read out over the phone: any case and spacing are accepted; references are stored upper case.
  reference: z
    .string()
    .max(40)
    .optional()
    .transform((value) => value?.trim().toUpperCase() || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

const queueItemFields = {
  id: z.string(),
  reference: z.string(),
  kind: z.enum(FEEDBACK_KINDS),
  category: z.enum(FEEDBACK_CATEGORIES),
  subject: z.string(),
  priority: z.enum(FEEDBACK_PRIORITIES),
  status: z.enum(FEEDBACK_STATUSES),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  assignedTo: z.object({ id: z.string(), name: z.string(), active: z.boolean() }).nullable(),
  sensitive: z.boolean(),
  anonymous: z.boolean(),
  lastPersonMessageAt: z.string().nullable(),
  awaitingReply: z.boolean(),
  createdAt: z.string(),
};

export const queuePageSchema = z.object({
  items: z.array(
    z.object({
      ...queueItemFields,
      person: z.object({ name: z.string(), progresId: z.string().nullable() }).nullable(),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

const messageSchema = z.object({
  id: z.string(),
  direction: z.enum(['from_agency', 'from_beneficiary', 'note']),
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});

export const staffCaseSchema = z.object({
  ...queueItemFields,
  description: z.string(),
  contactChannel: z.enum(FEEDBACK_CONTACT_CHANNELS),
  assignedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  updatedAt: z.string(),
  person: z
    .object({
      beneficiaryId: z.string(),
      name: z.string(),
      progresId: z.string().nullable(),
      phoneNumber: z.string().nullable(),
    })
    .nullable(),
  replies: z.array(messageSchema),
  notes: z.array(messageSchema),
  allowed: z.object({
    handle: z.boolean(),
    assignToMe: z.boolean(),
    assignOthers: z.boolean(),
    statuses: z.array(z.enum(FEEDBACK_STATUSES)),
    restrict: z.boolean(),
  }),
});
