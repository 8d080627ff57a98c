import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { MESSAGE_AUDIENCE_TYPES } from '@domain/messages';
import { PAYMENT_FAILURE_CODES } from '@domain/payment-failure';
import { PAYMENT_ATTENTION_CODES, PAYMENT_PROVIDERS } from '@domain/payments';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';
import { paymentBatches } from './payments';
import { projects } from './projects';

/*
 * What the beneficiary portal shows about a person: payments, messages,
 * documents and businesses (spec section 3). Each row belongs to one person and
 * is only ever read through that person's id.
 */

export const paymentRecords = pgTable(
  'payment_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    /** Whole KES. */
    amount: integer('amount').notNull(),
    paymentMethod: text('payment_method', { enum: ['mobile_money', 'bank_transfer', 'cash'] }).notNull(),
    paymentReference: text('payment_reference'),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    /** The batch that pays it; null for payments recorded before batches existed. */
    batchId: uuid('batch_id').references((): AnyPgColumn => paymentBatches.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id').references((): AnyPgColumn => projects.id, { onDelete: 'set null' }),
    /** Why a failed payment failed (domain/payment-failure.ts); the pages translate it. */
    failureCode: text('failure_code', { enum: PAYMENT_FAILURE_CODES }),
    /** The provider's or staff member's words about the failure, without numbers: staff read them beside the code. */
    failureDetail: text('failure_detail'),
    /**
     * Why the payment waits for staff, if it does; changed in the same
     * transaction as the payment_events entry that says why.
     */
    attention: text('attention', { enum: PAYMENT_ATTENTION_CODES }),
    /**
     * A processing payment M-Pesa never received (a status query found no
     * such transaction, or Daraja refused our settings): the submit job sends
     * it once more with the same request id, and clears this as it does.
     */
    releasedForResend: boolean('released_for_resend').notNull().default(false),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    /**
     * Our id for the payment at the provider (M-Pesa's OriginatorConversationID),
     * fixed when the payment is created: a retry sends the same id, so the
     * provider never pays twice.
     */
    providerRequestId: text('provider_request_id'),
    /** The provider's own id for the request (M-Pesa's ConversationID). */
    providerConversationId: text('provider_conversation_id'),
    /** The phone (E.164) or account the money went to, as sent to the provider. */
    payeeAccount: text('payee_account'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When a status query last asked the provider about a payment whose callback never came. */
    lastStatusQueryAt: timestamp('last_status_query_at', { withTimezone: true }),
    statusQueries: integer('status_queries').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_records_beneficiary_idx').on(table.beneficiaryId, table.createdAt),
    // One payment a person in a batch: creating a batch twice cannot pay anyone twice.
    uniqueIndex('payment_records_batch_person_key')
      .on(table.batchId, table.beneficiaryId)
      .where(sql`${table.batchId} is not null`),
    uniqueIndex('payment_records_provider_request_key').on(table.providerRequestId),
    // The lost-callback sweep: processing payments by when they were sent.
    index('payment_records_processing_idx')
      .on(table.submittedAt)
      .where(sql`${table.status} = 'processing'`),
    // A batch's payments waiting for staff: its count and its "to check" list.
    index('payment_records_attention_idx')
      .on(table.batchId, table.attention)
      .where(sql`${table.attention} is not null`),
  ],
);

export const beneficiaryMessages = pgTable(
  'beneficiary_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    /** The first message of the conversation; null on that first message itself. */
    threadId: uuid('thread_id').references((): AnyPgColumn => beneficiaryMessages.id, { onDelete: 'cascade' }),
    /** Staff to the person, or the person's reply; read_status is always the recipient's. */
    direction: text('direction', { enum: ['to_beneficiary', 'from_beneficiary'] })
      .notNull()
      .default('to_beneficiary'),
    /** The staff member or the beneficiary who wrote it; null for system messages or a deleted account. */
    senderUserId: text('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    readStatus: boolean('read_status').notNull().default(false),
    /** Set when the message went to a group: every recipient's copy points at the same broadcast. */
    broadcastId: uuid('broadcast_id').references((): AnyPgColumn => messageBroadcasts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('beneficiary_messages_beneficiary_idx').on(table.beneficiaryId, table.readStatus, table.createdAt),
    index('beneficiary_messages_thread_idx').on(table.threadId, table.createdAt),
    // The staff inbox: replies nobody on the staff side has opened yet.
    index('beneficiary_messages_staff_unread_idx')
      .on(table.createdAt)
      .where(sql`${table.direction} = 'from_beneficiary' and ${table.readStatus} = false`),
  ],
);

/** A staff message sent to a group; each recipient gets their own conversation from it. */
export const messageBroadcasts = pgTable(
  'message_broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audienceType: text('audience_type', { enum: MESSAGE_AUDIENCE_TYPES }).notNull(),
    /** The project id, camp code or programme id. */
    audienceRef: text('audience_ref').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    senderUserId: text('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_broadcasts_created_idx').on(table.createdAt)],
);

export const beneficiaryDocuments = pgTable(
  'beneficiary_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    documentName: text('document_name').notNull(),
    /** Key in the storage port; never a public URL. */
    storageKey: text('storage_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    status: text('status', { enum: ['pending', 'under_review', 'verified', 'rejected', 'expired'] })
      .notNull()
      .default('pending'),
    verificationNotes: text('verification_notes'),
    verificationDate: timestamp('verification_date', { withTimezone: true }),
    /** The staff member who verified or rejected it. */
    verifiedBy: text('verified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current file arrived: equal to created_at until a re-upload replaces it. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('beneficiary_documents_beneficiary_idx').on(table.beneficiaryId, table.createdAt),
    // The verification queue, oldest upload first; and the daily expiry sweep.
    index('beneficiary_documents_queue_idx').on(table.status, table.uploadedAt),
    index('beneficiary_documents_expiry_idx')
      .on(table.expiryDate)
      .where(sql`${table.status} <> 'expired'`),
  ],
);

export const beneficiaryBusinesses = pgTable(
  'beneficiary_businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sector: text('sector'),
    location: text('location'),
    startDate: date('start_date', { mode: 'string' }),
    status: text('status', { enum: ['startup', 'operating', 'growing', 'closed'] })
      .notNull()
      .default('startup'),
    employees: integer('employees').notNull().default(0),
    monthlyRevenue: integer('monthly_revenue'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('beneficiary_businesses_beneficiary_idx').on(table.beneficiaryId)],
);
