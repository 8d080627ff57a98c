import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from './messages';
import { broadcastAudience, composeMessageSchema, isGroupAudience, programmeAudienceStatuses } from './staff-messages';

const valid = { subject: 'Training on Monday', message: 'Please come at 9.', audience: { type: 'camp', camp: 'KAK' } };
const issues = (input: unknown) => {
  const result = composeMessageSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('composing a staff message', () => {
  it('accepts each audience', () => {
    for (const audience of [
      { type: 'person', beneficiaryId: '6f1c2d8e-1111-4a5b-9c3d-2e4f6a8b0c1d' },
      { type: 'project', projectId: 'p' },
      { type: 'camp', camp: 'DAD' },
      { type: 'programme', programmeId: 'cash-transfer' },
      { type: 'programme', programmeId: 'cash-transfer', statuses: ['approved'] },
    ]) {
      expect(issues({ ...valid, audience })).toEqual([]);
    }
  });

  it('trims and bounds subject and message', () => {
    expect(issues({ ...valid, subject: '  ab  ' })).toEqual(['subject: validation:staffMessages.subjectMin']);
    expect(issues({ ...valid, subject: 'x'.repeat(151) })).toEqual(['subject: validation:staffMessages.subjectMax']);
    expect(issues({ ...valid, message: '   ' })).toEqual(['message: validation:required']);
    expect(issues({ ...valid, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual([
      'message: validation:textTooLong',
    ]);
    expect(composeMessageSchema.parse({ ...valid, subject: '  Hello  ' }).subject).toBe('Hello');
  });

  it('refuses an unknown camp, an unknown audience, a status outside the open ones and extra fields', () => {
    expect(issues({ ...valid, audience: { type: 'camp', camp: 'XYZ' } })).toHaveLength(1);
    expect(issues({ ...valid, audience: { type: 'everyone' } })).toEqual([
      'audience.type: validation:staffMessages.audienceRequired',
    ]);
    expect(issues({ ...valid, audience: { type: 'programme', programmeId: 'x', statuses: ['draft'] } })).toHaveLength(
      1,
    );
    expect(issues({ ...valid, audience: { type: 'programme', programmeId: 'x', statuses: [] } })).toHaveLength(1);
    expect(issues({ ...valid, extra: 1 })).toHaveLength(1);
  });
});

describe('audiences', () => {
  it('tells a group from one person and names the group for the broadcast record', () => {
    expect(isGroupAudience({ type: 'person', beneficiaryId: 'b' })).toBe(false);
    expect(isGroupAudience({ type: 'camp', camp: 'NBI' })).toBe(true);
    expect(broadcastAudience({ type: 'camp', camp: 'NBI' })).toEqual({ audienceType: 'camp', audienceRef: 'NBI' });
    expect(broadcastAudience({ type: 'project', projectId: 'p1' })).toEqual({
      audienceType: 'project',
      audienceRef: 'p1',
    });
    expect(broadcastAudience({ type: 'programme', programmeId: 'cash-transfer' })).toEqual({
      audienceType: 'programme',
      audienceRef: 'cash-transfer',
    });
  });

  it('reaches every open application status unless some are chosen', () => {
    expect(programmeAudienceStatuses({ type: 'programme', programmeId: 'x' })).toEqual([
      'submitted',
      'under_review',
      'approved',
    ]);
    expect(
      programmeAudienceStatuses({ type: 'programme', programmeId: 'x', statuses: ['approved', 'approved'] }),
    ).toEqual(['approved']);
  });
});
