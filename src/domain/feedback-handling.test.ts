import { describe, expect, it } from 'vitest';
import { FEEDBACK_STATUSES, type FeedbackStatus } from './feedback';
import {
  canMoveFeedbackStatus,
  feedbackAgencyReplySchema,
  feedbackAssignSchema,
  feedbackPriorityChangeSchema,
  feedbackStatusChangeSchema,
  mayBeFeedbackHandler,
  mayHandleFeedbackCase,
  mayIdentifyFeedbackPerson,
  maySeeFeedbackCase,
  rescheduleFeedbackDue,
  statusAfterAgencyReply,
  statusAfterAssignment,
  statusAfterPersonFollowUp,
} from './feedback-handling';

const DAY = 86_400_000;

describe('feedback status moves', () => {
  const allowed: [FeedbackStatus, FeedbackStatus][] = [
    ['assigned', 'in_progress'],
    ['in_progress', 'resolved'],
    ['resolved', 'closed'],
    ['resolved', 'in_progress'],
  ];

  it('allows exactly the workflow moves', () => {
    for (const from of FEEDBACK_STATUSES) {
      for (const to of FEEDBACK_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canMoveFeedbackStatus(from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('assigns through assignment only, and never reopens a closed case', () => {
    expect(canMoveFeedbackStatus('new', 'assigned')).toBe(false);
    expect(canMoveFeedbackStatus('new', 'in_progress')).toBe(false);
    expect(statusAfterAssignment('new')).toBe('assigned');
    expect(statusAfterAssignment('assigned')).toBe('assigned');
    expect(statusAfterAssignment('in_progress')).toBe('in_progress');
    expect(statusAfterAssignment('resolved')).toBe('resolved');
    expect(statusAfterAssignment('closed')).toBeNull();
  });

  it('a reply starts the work; a follow-up reopens a resolved case', () => {
    expect(statusAfterAgencyReply('new')).toBe('in_progress');
    expect(statusAfterAgencyReply('assigned')).toBe('in_progress');
    expect(statusAfterAgencyReply('in_progress')).toBe('in_progress');
    expect(statusAfterAgencyReply('resolved')).toBe('resolved');
    expect(statusAfterAgencyReply('closed')).toBeNull();
    expect(statusAfterPersonFollowUp('resolved')).toBe('in_progress');
    expect(statusAfterPersonFollowUp('assigned')).toBe('assigned');
    expect(statusAfterPersonFollowUp('closed')).toBe('closed');
  });
});

describe('rescheduleFeedbackDue', () => {
  const created = new Date('2026-03-01T08:00:00Z');
  it('keeps the start and changes the allowance', () => {
    const due = new Date(created.getTime() + 7 * DAY);
    expect(rescheduleFeedbackDue(due, created, 'medium', 'urgent')).toEqual(new Date(created.getTime() + DAY));
    expect(rescheduleFeedbackDue(due, created, 'medium', 'low')).toEqual(new Date(created.getTime() + 14 * DAY));
  });
  it('counts from a reopening when the due date was moved then', () => {
    const reopened = new Date('2026-04-01T08:00:00Z');
    const due = new Date(reopened.getTime() + 3 * DAY);
    expect(rescheduleFeedbackDue(due, created, 'high', 'medium')).toEqual(new Date(reopened.getTime() + 7 * DAY));
  });
  it('counts from creation when a case has no due date', () => {
    expect(rescheduleFeedbackDue(null, created, 'low', 'high')).toEqual(new Date(created.getTime() + 3 * DAY));
  });
});

describe('who sees and handles a case', () => {
  const officer = { userId: 'officer', isAdmin: false, safeguarding: false };
  const guardian = { userId: 'guardian', isAdmin: false, safeguarding: true };
  const admin = { userId: 'admin', isAdmin: true, safeguarding: false };
  const safeAdmin = { userId: 'safe-admin', isAdmin: true, safeguarding: true };
  const plain = { sensitive: false, anonymous: false, assignedTo: null };
  const sensitive = { sensitive: true, anonymous: false, assignedTo: null };

  it('hides a sensitive case from staff without safeguarding, admins included, unless it is theirs', () => {
    expect(maySeeFeedbackCase(officer, plain)).toBe(true);
    expect(maySeeFeedbackCase(officer, sensitive)).toBe(false);
    expect(maySeeFeedbackCase(admin, sensitive)).toBe(false);
    expect(maySeeFeedbackCase(guardian, sensitive)).toBe(true);
    expect(maySeeFeedbackCase(officer, { ...sensitive, assignedTo: 'officer' })).toBe(true);
  });

  it('lets the handler or an admin act; an admin on a sensitive case needs safeguarding', () => {
    expect(mayHandleFeedbackCase(officer, plain)).toBe(false);
    expect(mayHandleFeedbackCase(officer, { ...plain, assignedTo: 'officer' })).toBe(true);
    expect(mayHandleFeedbackCase(admin, { ...plain, assignedTo: 'officer' })).toBe(true);
    expect(mayHandleFeedbackCase(admin, sensitive)).toBe(false);
    expect(mayHandleFeedbackCase(safeAdmin, sensitive)).toBe(true);
    expect(mayHandleFeedbackCase(guardian, sensitive)).toBe(false);
  });

  it('a sensitive case goes only to active staff with safeguarding', () => {
    expect(mayBeFeedbackHandler({ active: true, safeguarding: false }, plain)).toBe(true);
    expect(mayBeFeedbackHandler({ active: false, safeguarding: true }, plain)).toBe(false);
    expect(mayBeFeedbackHandler({ active: true, safeguarding: false }, sensitive)).toBe(false);
    expect(mayBeFeedbackHandler({ active: true, safeguarding: true }, sensitive)).toBe(true);
  });

  it('names the person of an anonymous case to its handler only', () => {
    const anonymous = { ...plain, anonymous: true };
    expect(mayIdentifyFeedbackPerson(officer, plain)).toBe(true);
    expect(mayIdentifyFeedbackPerson(safeAdmin, anonymous)).toBe(false);
    expect(mayIdentifyFeedbackPerson(officer, { ...anonymous, assignedTo: 'officer' })).toBe(true);
  });
});

describe('staff input schemas', () => {
  it('trims a reply and refuses an empty one', () => {
    expect(feedbackAgencyReplySchema.parse({ message: '  We have paid you. ' })).toEqual({
      message: 'We have paid you.',
    });
    const empty = feedbackAgencyReplySchema.safeParse({ message: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('validation:staffFeedback.messageRequired');
    expect(feedbackAgencyReplySchema.safeParse({ message: 'x'.repeat(4001) }).success).toBe(false);
  });

  it('accepts known statuses and priorities only', () => {
    expect(feedbackStatusChangeSchema.safeParse({ status: 'resolved' }).success).toBe(true);
    expect(feedbackStatusChangeSchema.safeParse({ status: 'done' }).error?.issues[0]?.message).toBe(
      'validation:staffFeedback.statusRequired',
    );
    expect(feedbackPriorityChangeSchema.safeParse({ priority: 'urgent' }).success).toBe(true);
    expect(feedbackPriorityChangeSchema.safeParse({ priority: 'asap' }).success).toBe(false);
  });

  it('assigns to me without a user, to another with one', () => {
    expect(feedbackAssignSchema.parse({})).toEqual({});
    expect(feedbackAssignSchema.parse({ userId: 'abc' })).toEqual({ userId: 'abc' });
    expect(feedbackAssignSchema.safeParse({ userId: '' }).success).toBe(false);
    expect(feedbackAssignSchema.safeParse({ other: 1 }).success).toBe(false);
  });
});
