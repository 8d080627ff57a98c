import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  COMPANY_VERIFICATION_STATUSES,
  EMPLOYMENT_TYPES,
  JOB_APPLICATION_EVENTS,
  JOB_APPLICATION_STATUSES,
  JOB_CURRENCIES,
  JOB_STATUSES,
} from '@domain/jobs';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';
import { beneficiaryDocuments } from './beneficiary-records';

/*
 * The job marketplace, shared by the employer portal (companies post and hire)
 * and the beneficiary portal's Job Search (people find and apply). Postings of a
 * company reach beneficiaries only once staff verified the company.
 */

/** One company per employer account (spec section 3, Company profile). */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    description: text('description').notNull(),
    industry: text('industry').notNull(),
    companySize: text('company_size').notNull(),
    website: text('website'),
    contactPerson: text('contact_person').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** E.164. */
    contactPhone: text('contact_phone').notNull(),
    address: text('address').notNull(),
    locationCounty: text('location_county').notNull(),
    locationSubcounty: text('location_subcounty').notNull(),
    registrationNumber: text('registration_number'),
    taxPin: text('tax_pin'),
    verificationStatus: text('verification_status', { enum: COMPANY_VERIFICATION_STATUSES })
      .notNull()
      .default('pending'),
    /** Why staff rejected it; the employer sees it. */
    verificationReason: text('verification_reason'),
    verifiedBy: text('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('companies_owner_user_id_key').on(table.ownerUserId),
    index('companies_verification_status_idx').on(table.verificationStatus, table.createdAt),
  ],
);

export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements'),
    location: text('location').notNull(),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull(),
    salaryMin: integer('salary_min').notNull().default(0),
    salaryMax: integer('salary_max').notNull().default(0),
    currency: text('currency', { enum: JOB_CURRENCIES }).notNull().default('KES'),
    experienceYears: integer('experience_years').notNull().default(0),
    educationRequirements: text('education_requirements'),
    /** Last day applications are taken; the posting closes after it. */
    applicationDeadline: date('application_deadline', { mode: 'string' }).notNull(),
    positionsAvailable: integer('positions_available').notNull().default(1),
    requiredSkills: text('required_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('draft'),
    /** When it was first opened; null while a draft. */
    postedAt: timestamp('posted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Times a beneficiary opened the posting (the employer dashboard's "Profile Views"). */
    viewsCount: integer('views_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_postings_company_idx').on(table.companyId, table.createdAt),
    index('job_postings_status_deadline_idx').on(table.status, table.applicationDeadline),
  ],
);

/**
 * A beneficiary's application to a posting. The applicant_* fields are what the
 * person sent (a snapshot of profile and skills assessment at the time), so the
 * employer sees only what was shared with them.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOB_APPLICATION_STATUSES }).notNull().default('submitted'),
    coverLetter: text('cover_letter').notNull(),
    /** An optional CV chosen from the person's own documents. */
    cvDocumentId: uuid('cv_document_id').references(() => beneficiaryDocuments.id, { onDelete: 'set null' }),
    applicantName: text('applicant_name').notNull(),
    applicantEmail: text('applicant_email'),
    applicantPhone: text('applicant_phone'),
    applicantLocation: text('applicant_location'),
    applicantEducation: text('applicant_education'),
    applicantExperienceYears: integer('applicant_experience_years').notNull().default(0),
    applicantSkills: text('applicant_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The employer's 1-5 rating. */
    rating: smallint('rating'),
    /** The employer's reason; the applicant sees a kind wording of it. */
    rejectionReason: text('rejection_reason'),
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    /** A place or a phone number. */
    interviewLocation: text('interview_location'),
    hiredStartDate: date('hired_start_date', { mode: 'string' }),
    /** Set when the person applied after the employer invited them. */
    invitationId: uuid('invitation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_applications_job_beneficiary_key').on(table.jobId, table.beneficiaryId),
    index('job_applications_job_status_idx').on(table.jobId, table.status),
    index('job_applications_beneficiary_idx').on(table.beneficiaryId, table.createdAt),
  ],
);

/** Every status change of an application, so the applicant can follow each step. */
export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOB_APPLICATION_STATUSES }).notNull(),
    /** A JOB_APPLICATION_EVENTS value; interview_scheduled leaves the status as it was. */
    event: text('event', { enum: JOB_APPLICATION_EVENTS }).notNull(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_application_events_application_idx').on(table.applicationId, table.createdAt)],
);

/** The employer's private notes ("Add Feedback"); never shown to the applicant. */
export const jobApplicationNotes = pgTable(
  'job_application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_application_notes_application_idx').on(table.applicationId, table.createdAt)],
);

/** An employer's invitation to a discoverable candidate to apply to one posting. */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status', { enum: ['sent', 'accepted', 'declined'] })
      .notNull()
      .default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('job_invitations_job_beneficiary_key').on(table.jobId, table.beneficiaryId),
    index('job_invitations_beneficiary_idx').on(table.beneficiaryId, table.createdAt),
  ],
);
