import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackCases, feedbackReplies } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { expectProblem, MY_FEEDBACK, staffFeedbackKit } from './complaint-fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * Two people acting on one case at the same moment. On PostgreSQL the requests
 * really overlap and only the row lock keeps the outcome right; on PGlite they
 * run one after the other, and the same outcome must hold.
 */
describe('the staff feedback queue: acting at the same moment', () => {
  let t: TestApp;
  let kit: ReturnType<typeof staffFeedbackKit>;
  beforeAll(async () => {
    t = await createTestApp();
    kit = staffFeedbackKit(t);
  });
  afterAll(() => t.close());

  it('two officers taking the same new case: one gets it, the other is told someone else has it', async () => {
    const { id, beneficiaryId } = await kit.submitted();
    const [first, second] = [await kit.staff(), await kit.staff()];
    const answers = await Promise.all([kit.act(first, id, 'assign'), kit.act(second, id, 'assign')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? first : second;
    expectProblem(
      answers.find((answer) => answer.statusCode === 409)!,
      409,
      'Someone else is already handling this case. Ask an administrator to hand it over.',
    );
    const [row] = await t.database.db.select().from(feedbackCases).where(eq(feedbackCases.id, id));
    expect(row).toMatchObject({ assignedTo: winner.userId, status: 'assigned' });
    expect((await kit.audits(id)).map((event) => event.action)).toEqual(['feedback.assigned']);
    expect(await kit.notices(beneficiaryId)).toHaveLength(1);
  });

  it('a follow-up sent while staff close the case is refused, not left unread on a closed case', async () => {
    const { user, id } = await kit.submitted();
    await t.database.db
      .update(feedbackCases)
      .set({ status: 'resolved', resolvedAt: new Date() })
      .where(eq(feedbackCases.id, id));
    let followUp: ReturnType<typeof kit.call> | undefined;
    await t.database.db.transaction(async (tx) => {
      // Staff hold the case (as decide() does) while the person's message arrives.
      await tx.select().from(feedbackCases).where(eq(feedbackCases.id, id)).for('update');
      followUp = kit.call(user, 'POST', `${MY_FEEDBACK}/${id}/replies`, { message: 'It still has not arrived.' });
      await sleep(1000);
      await tx.update(feedbackCases).set({ status: 'closed' }).where(eq(feedbackCases.id, id));
    });
    expectProblem(await followUp!, 409, 'This case is closed. To raise something new, please submit new feedback.');
    expect(await t.database.db.select().from(feedbackReplies).where(eq(feedbackReplies.caseId, id))).toEqual([]);
    const [row] = await t.database.db.select().from(feedbackCases).where(eq(feedbackCases.id, id));
    expect(row!.status).toBe('closed');
  });
});
