import * as z from 'zod/mini';
import { nairobiDayIn } from './kenya-day';
import { pageSchema, pagingQuerySchema } from './paging';

/*
 * Referrals between organisations: an officer refers a person in their scope to another organisation's
 * service; the receiving organisation accepts or declines it, works on it and closes it with an outcome.
 *
 * sent -> accepted | declined (with a reason); accepted -> closed (with an outcome). Declined and closed
 * are final: a new need is a new referral.
 *
 * Consent and what is shared: the officer picks the person's fields the receiving organisation may read.
 * The receiving side never opens the registry record; it reads those fields through the referral, live
 * (a changed phone number reaches it), and nothing else. With consent "yes" or "verbal" any field may be
 * chosen. Without consent ("no": an urgent protection need the person could not agree to) only what the
 * receiving side needs to reach the person may go: the name and the phone number. The name always goes,
 * since a referral of nobody cannot be handled. Whoever records the consent (the referring officer) is
 * kept with it.
 */

export const REFERRAL_SERVICES = [
  'livelihoods',
  'protection',
  'health',
  'education',
  'legal',
  'financial_services',
] as const;
export type ReferralService = (typeof REFERRAL_SERVICES)[number];

export const REFERRAL_URGENCIES = ['routine', 'priority', 'urgent'] as const;
export type ReferralUrgency = (typeof REFERRAL_URGENCIES)[number];

/** Days the receiving organisation has to act on a referral, by urgency. */
export const REFERRAL_RESPONSE_DAYS: Record<ReferralUrgency, number> = { routine: 14, priority: 7, urgent: 2 };

export const REFERRAL_CONSENTS = ['yes', 'verbal', 'no'] as const;
export type ReferralConsent = (typeof REFERRAL_CONSENTS)[number];

export const REFERRAL_STATUSES = ['sent', 'accepted', 'declined', 'closed'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** The person's fields a referral may share; `location` is camp, area and block. */
export const SHAREABLE_FIELDS = [
  'name',
  'phone',
  'location',
  'birthDate',
  'gender',
  'nationality',
  'household',
  'documents',
] as const;
export type ShareableField = (typeof SHAREABLE_FIELDS)[number];

/** What may go without consent: only what is needed to contact the person. */
export const CONTACT_ONLY_FIELDS: readonly ShareableField[] = ['name', 'phone'];

export function allowsFullSharing(consent: ReferralConsent): boolean {
  return consent === 'yes' || consent === 'verbal';
}

/** Whether these fields may be shared under this consent (the name always goes). */
export function mayShareFields(consent: ReferralConsent, fields: readonly ShareableField[]): boolean {
  if (!fields.includes('name')) return false;
  return allowsFullSharing(consent) || fields.every((field) => CONTACT_ONLY_FIELDS.includes(field));
}

/** The Kenyan day the receiving organisation should have acted by. */
export function referralDueOn(urgency: ReferralUrgency, now: Date = new Date()): string {
  return nairobiDayIn(REFERRAL_RESPONSE_DAYS[urgency], now);
}

/** Still waiting on the receiving organisation. */
export function isReferralOpen(status: ReferralStatus): boolean {
  return status === 'sent' || status === 'accepted';
}

/** Past its due day and not yet closed or declined. */
export function isReferralOverdue(status: ReferralStatus, dueOn: string, today: string): boolean {
  return isReferralOpen(status) && dueOn < today;
}

export const REFERRAL_MOVES: Record<ReferralStatus, readonly ReferralStatus[]> = {
  sent: ['accepted', 'declined'],
  accepted: ['closed'],
  declined: [],
  closed: [],
};

export function canMoveReferral(from: ReferralStatus, to: ReferralStatus): boolean {
  return REFERRAL_MOVES[from].includes(to);
}

/** Who may be assigned: only while the referral is still being handled. */
export function mayAssignReferral(status: ReferralStatus): boolean {
  return isReferralOpen(status);
}

export const REFERRAL_REASON_MAX = 2000;
export const REFERRAL_NOTE_MAX = 2000;

const text = (max: number, required: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: 'validation:textTooLong' }));

/** A new referral as the officer sends it. */
export const referralCreateSchema = z
  .strictObject({
    beneficiaryId: z.string({ error: 'validation:required' }).check(z.maxLength(100)),
    toOrganisation: z
      .string({ error: 'validation:referrals.organisationRequired' })
      .check(z.minLength(1), z.maxLength(20)),
    service: z.enum(REFERRAL_SERVICES, { error: 'validation:referrals.serviceRequired' }),
    reason: text(REFERRAL_REASON_MAX, 'validation:referrals.reasonRequired'),
    urgency: z.enum(REFERRAL_URGENCIES, { error: 'validation:referrals.urgencyRequired' }),
    consent: z.enum(REFERRAL_CONSENTS, { error: 'validation:referrals.consentRequired' }),
    sharedFields: z.array(z.enum(SHAREABLE_FIELDS, { error: 'validation:invalidInput' })).check(z.maxLength(20)),
  })
  .check(
    z.refine((value) => value.sharedFields.includes('name'), {
      error: 'validation:referrals.nameRequired',
      path: ['sharedFields'],
    }),
    z.refine((value) => mayShareFields(value.consent, value.sharedFields), {
      error: 'validation:referrals.contactOnlyWithoutConsent',
      path: ['sharedFields'],
    }),
  );
export type ReferralCreateInput = z.infer<typeof referralCreateSchema>;

export const referralDeclineSchema = z.strictObject({
  reason: text(REFERRAL_NOTE_MAX, 'validation:referrals.declineReasonRequired'),
});
export const referralCloseSchema = z.strictObject({
  outcome: text(REFERRAL_NOTE_MAX, 'validation:referrals.outcomeRequired'),
});
export const referralAssignSchema = z.strictObject({
  /** The staff member of the receiving organisation; none: the one asking. */
  userId: z.optional(z.string().check(z.maxLength(100))),
});

export const REFERRAL_BOXES = ['sent', 'received'] as const;
export type ReferralBox = (typeof REFERRAL_BOXES)[number];

export const referralListQuerySchema = z.extend(pagingQuerySchema(), {
  box: z._default(z.enum(REFERRAL_BOXES), 'received'),
});

/** The person as the receiving side reads them: only the shared fields are filled, the rest are null. */
export const sharedPersonSchema = z.object({
  name: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  location: z.nullable(
    z.object({ camp: z.nullable(z.string()), area: z.nullable(z.string()), block: z.nullable(z.string()) }),
  ),
  birthDate: z.nullable(z.string()),
  gender: z.nullable(z.string()),
  nationality: z.nullable(z.string()),
  household: z.nullable(z.object({ householdId: z.nullable(z.string()), size: z.number() })),
  documents: z.nullable(z.array(z.object({ type: z.string(), status: z.string() }))),
});
export type SharedPerson = z.infer<typeof sharedPersonSchema>;

const organisationRef = z.object({ code: z.string(), name: z.string() });

export const referralSummarySchema = z.object({
  id: z.string(),
  service: z.enum(REFERRAL_SERVICES),
  urgency: z.enum(REFERRAL_URGENCIES),
  status: z.enum(REFERRAL_STATUSES),
  from: organisationRef,
  to: organisationRef,
  /** The shared name (the name always goes with a referral). */
  personName: z.string(),
  dueOn: z.string(),
  overdue: z.boolean(),
  createdAt: z.string(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralPageSchema = pageSchema(referralSummarySchema);
export type ReferralPage = z.infer<typeof referralPageSchema>;

export const referralDetailSchema = z.extend(referralSummarySchema, {
  reason: z.string(),
  consent: z.enum(REFERRAL_CONSENTS),
  consentRecordedBy: z.nullable(z.string()),
  sharedFields: z.array(z.enum(SHAREABLE_FIELDS)),
  person: sharedPersonSchema,
  /** The registry record, for the referring side only (the receiving side never opens it). */
  beneficiaryId: z.nullable(z.string()),
  declineReason: z.nullable(z.string()),
  outcome: z.nullable(z.string()),
  assignedTo: z.nullable(z.object({ userId: z.string(), name: z.string() })),
  createdBy: z.nullable(z.string()),
  /** Which side the reader is on, and what they may do now. */
  side: z.enum(REFERRAL_BOXES),
  allowed: z.object({ accept: z.boolean(), decline: z.boolean(), assign: z.boolean(), close: z.boolean() }),
  updatedAt: z.string(),
});
export type ReferralDetail = z.infer<typeof referralDetailSchema>;

/** What each side may do with a referral in this status. */
export function referralActions(side: ReferralBox, status: ReferralStatus): ReferralDetail['allowed'] {
  const receiving = side === 'received';
  return {
    accept: receiving && canMoveReferral(status, 'accepted'),
    decline: receiving && canMoveReferral(status, 'declined'),
    assign: receiving && mayAssignReferral(status),
    close: receiving && canMoveReferral(status, 'closed'),
  };
}

/** The receiving organisation's staff a referral may be assigned to. */
export const referralAssigneesSchema = z.object({ items: z.array(z.object({ userId: z.string(), name: z.string() })) });

/** Open referrals past their due day, for the staff dashboard. */
export const referralOverdueSchema = z.object({ received: z.number(), sent: z.number() });
export type ReferralOverdue = z.infer<typeof referralOverdueSchema>;

/** A person's own referrals in the portal: which service, where, how far, when. Nothing staff wrote. */
export const beneficiaryReferralSchema = z.object({
  id: z.string(),
  service: z.enum(REFERRAL_SERVICES),
  organisation: organisationRef,
  status: z.enum(REFERRAL_STATUSES),
  createdAt: z.string(),
  dueOn: z.string(),
  updatedAt: z.string(),
});
export type BeneficiaryReferral = z.infer<typeof beneficiaryReferralSchema>;
export const beneficiaryReferralListSchema = z.object({ items: z.array(beneficiaryReferralSchema) });
