import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';

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
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_records_beneficiary_idx').on(table.beneficiaryId, table.createdAt)],
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
    direction: text('direction', { enum: ['to_beneficiary', 'from_beneficiary'] }).notNull().default('to_beneficiary'),
    /** The staff member or the beneficiary who wrote it; null for system messages or a deleted account. */
    senderUserId: text('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    readStatus: boolean('read_status').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('beneficiary_messages_beneficiary_idx').on(table.beneficiaryId, table.readStatus, table.createdAt),
    index('beneficiary_messages_thread_idx').on(table.threadId, table.createdAt),
  ],
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
    status: text('status', { enum: ['pending', 'under_review', 'verified', 'rejected', 'expired'] }).notNull().default('pending'),
    verificationNotes: text('verification_notes'),
    verificationDate: timestamp('verification_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current file arrived: equal to created_at until a re-upload replaces it. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('beneficiary_documents_beneficiary_idx').on(table.beneficiaryId, table.createdAt)],
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
    status: text('status', { enum: ['startup', 'operating', 'growing', 'closed'] }).notNull().default('startup'),
    employees: integer('employees').notNull().default(0),
    monthlyRevenue: integer('monthly_revenue'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('beneficiary_businesses_beneficiary_idx').on(table.beneficiaryId)],
);
