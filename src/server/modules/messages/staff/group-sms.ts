import type { SQLWrapper } from 'drizzle-orm';
import {
  centsToKes,
  GROUP_SMS_MAX_PARTS,
  groupSmsKey,
  kesToCents,
  type SmsEstimate,
  type SmsEstimateRequest,
} from '@domain/group-sms';
import { nairobiToday } from '@domain/kenya-day';
import type { CurrentUser } from '@domain/me';
import type { StaffScope } from '@domain/organisations';
import { smsSize } from '@domain/sms';
import { isGroupAudience, type GroupAudience, type MessageAudience } from '@domain/staff-messages';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { queueSms } from '@server/modules/sms';
import { audienceRecipients } from './audience-queries';
import {
  countTextable,
  findCeiling,
  insertBroadcastSms,
  spentOnDayCents,
  textableOfBroadcast,
} from './group-sms-queries';

const noCeiling = () => new AppError('conflict', 'errors:staffMessages.smsNoCeiling');

/** The typed message is the text: refused, not cut, when it would take more parts than a group text may. */
export function groupTextSize(message: string) {
  const size = smsSize(message);
  if (size.parts > GROUP_SMS_MAX_PARTS)
    throw new AppError('bad_request', 'errors:staffMessages.smsTooLong', {
      params: { max: GROUP_SMS_MAX_PARTS, parts: size.parts },
      fields: [{ path: 'message', message: 'errors:staffMessages.smsTooLong', params: { max: GROUP_SMS_MAX_PARTS } }],
    });
  return size;
}

/**
 * What a send by SMS needs before anything is written: a group, a text short
 * enough, and a ceiling for the sender's organisation (none set: SMS is off).
 */
export async function checkGroupSms(
  db: Database,
  scope: StaffScope,
  audience: MessageAudience,
  message: string,
): Promise<string> {
  if (!isGroupAudience(audience)) throw new AppError('bad_request', 'errors:staffMessages.smsGroupOnly');
  groupTextSize(message);
  const organisation = scope.organisation?.code;
  if (!organisation || (await findCeiling(db, organisation)) === null) throw noCeiling();
  return organisation;
}

/** The count, parts and cost staff see before sending, with what is left of today's ceiling. */
export async function estimateGroupSms(
  db: Database,
  user: CurrentUser | null,
  input: SmsEstimateRequest,
  pricePerPartKes: number,
  checkGroup: (scope: StaffScope, audience: GroupAudience) => Promise<void>,
): Promise<SmsEstimate> {
  const scope = staffScope(requirePortal(user, 'staff'));
  const { audience } = input;
  if (!isGroupAudience(audience)) throw new AppError('bad_request', 'errors:staffMessages.smsGroupOnly');
  await checkGroup(scope, audience);
  const recipients: SQLWrapper = audienceRecipients(db, scope, audience);
  const texts = await countTextable(db, recipients);
  const size = smsSize(input.message);
  const organisation = scope.organisation?.code;
  const ceiling = organisation ? await findCeiling(db, organisation) : null;
  const spent = organisation && ceiling !== null ? await spentOnDayCents(db, organisation, nairobiToday()) : 0;
  return {
    texts,
    encoding: size.encoding,
    partsPerText: size.parts,
    maxParts: GROUP_SMS_MAX_PARTS,
    costKes: centsToKes(texts * size.parts * kesToCents(pricePerPartKes)),
    ceilingKes: ceiling,
    remainingTodayKes: ceiling === null ? null : centsToKes(Math.max(0, kesToCents(ceiling) - spent)),
  };
}

/**
 * Texts a broadcast's message to those of its recipients who may get one,
 * inside the send's transaction. The ceiling row is locked first, so a send
 * running at the same moment waits and then counts this one's spending. Each
 * text's key names the broadcast and the person: queued once, whatever retries.
 */
export async function textBroadcast(
  tx: Database,
  send: { organisation: string; broadcastId: string; message: string; pricePerPartKes: number },
): Promise<{ texts: number; costCents: number }> {
  const ceiling = await findCeiling(tx, send.organisation, true);
  if (ceiling === null) throw noCeiling();
  const size = groupTextSize(send.message);
  const people = await textableOfBroadcast(tx, send.broadcastId);
  const costCents = people.length * size.parts * kesToCents(send.pricePerPartKes);
  const kenyaDay = nairobiToday();
  const left = kesToCents(ceiling) - (await spentOnDayCents(tx, send.organisation, kenyaDay));
  if (costCents > left)
    throw new AppError('conflict', 'errors:staffMessages.smsCeilingReached', {
      params: { ceiling, remaining: centsToKes(Math.max(0, left)).toFixed(2), cost: centsToKes(costCents).toFixed(2) },
    });
  await insertBroadcastSms(tx, {
    broadcastId: send.broadcastId,
    organisationCode: send.organisation,
    kenyaDay,
    texts: people.length,
    partsPerText: size.parts,
    estimatedCostCents: costCents,
  });
  for (const person of people) {
    await queueSms(tx, {
      idempotencyKey: groupSmsKey(send.broadcastId, person.beneficiaryId),
      beneficiaryId: person.beneficiaryId,
      to: person.phoneNumber,
      language: person.language,
      text: send.message,
    });
  }
  return { texts: people.length, costCents };
}
