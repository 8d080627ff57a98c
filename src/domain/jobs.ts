/** Spec section 3 (Job posting). */
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const JOB_CURRENCIES = ['KES', 'USD', 'EUR'] as const;
export type JobCurrency = (typeof JOB_CURRENCIES)[number];

/** Spec section 4: open (green), closed (red), draft (yellow). */
export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Spec section 4, employer application statuses. */
export const JOB_APPLICATION_STATUSES = ['submitted', 'reviewed', 'shortlisted', 'rejected', 'hired'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];
/** Spec section 4's colour of each application status, the same in both portals. */
export const JOB_APPLICATION_STATUS_TONES = {
  submitted: 'blue',
  reviewed: 'yellow',
  shortlisted: 'green',
  rejected: 'red',
  hired: 'purple',
} as const satisfies Record<JobApplicationStatus, string>;

/** Spec section 5 (Company profile). */
export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Manufacturing',
  'Retail',
  'Agriculture',
  'Construction',
  'Transportation',
  'Hospitality',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const COUNTIES = [
  'Nairobi',
  'Mombasa',
  'Kisumu',
  'Nakuru',
  'Eldoret',
  'Meru',
  'Thika',
  'Malindi',
  'Kitale',
  'Nyeri',
] as const;
export type County = (typeof COUNTIES)[number];

/**
 * A company's postings reach beneficiaries only once staff verified it:
 * unverified (profile not yet submitted), pending (waiting for staff),
 * verified, rejected (with a reason the employer sees).
 */
export const COMPANY_VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type CompanyVerificationStatus = (typeof COMPANY_VERIFICATION_STATUSES)[number];

/**
 * What job_application_events.event records; the applicant's Job Search shows
 * each as a step. Status changes use the status name; interview_scheduled does not change it.
 */
export const JOB_APPLICATION_EVENTS = [
  'submitted',
  'reviewed',
  'shortlisted',
  'interview_scheduled',
  'rejected',
  'hired',
] as const;
export type JobApplicationEvent = (typeof JOB_APPLICATION_EVENTS)[number];
