import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_PRIORITY_FORMULA } from '@domain/programmes/scoring-formula';
import { auditEvents, programApplications, programmes, projects } from '@server/db/schema';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import type { BuiltUser } from '@server/test-support/builders';
import { buildProgramme } from '@server/test-support/programme-builders';
import { buildProject } from '@server/test-support/project-builders';
import { buildProgrammeApplication } from '@server/test-support/record-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildDesigner, PROGRAMMES, send, tailoringCohort } from './design-fixtures';

describe('programme design: editing, opening and closing', () => {
  let t: TestApp;
  let designer: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    designer = await buildDesigner(t);
  });
  afterAll(() => t.close());

  const create = async (overrides: Parameters<typeof tailoringCohort>[0] = {}) =>
    (await send(t, designer, 'POST', PROGRAMMES, tailoringCohort(overrides))).json().id as string;
  const moveTo = (id: string, status: string) => send(t, designer, 'POST', `${PROGRAMMES}/${id}/status`, { status });
  const auditActions = async (id: string) =>
    (await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id))).map((event) => event.action);

  it('replaces the design and the linked projects, naming what changed in the audit', async () => {
    const kept = await buildProject(t, { name: 'Kakuma tailoring A' });
    const dropped = await buildProject(t, { name: 'Kakuma tailoring B' });
    const added = await buildProject(t, { name: 'Kakuma tailoring C' });
    const id = await create({ projectIds: [kept.id, dropped.id] });

    const edited = await send(
      t,
      designer,
      'PUT',
      `${PROGRAMMES}/${id}`,
      tailoringCohort({
        places: 80,
        quotas: [{ dimension: 'gender', value: 'female', minPlaces: 40 }],
        projectIds: [kept.id, added.id],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, places: 80, status: 'draft' });
    expect(edited.json().projects.map((project: { name: string }) => project.name)).toEqual([
      'Kakuma tailoring A',
      'Kakuma tailoring C',
    ]);
    const [droppedNow] = await t.database.db.select().from(projects).where(eq(projects.id, dropped.id));
    expect(droppedNow!.programmeId).toBeNull();

    const [update] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'programme.update')));
    expect(update!.details).toEqual({ changed: ['places', 'quotas', 'projects'], reevaluatedApplications: 0 });
  });

  it('moves draft -> open -> paused -> open -> closed, and refuses moves the status does not allow', async () => {
    const id = await create();
    expect((await moveTo(id, 'paused')).statusCode).toBe(409);
    const opened = await moveTo(id, 'open');
    expect(opened.statusCode).toBe(200);
    expect(opened.json().status).toBe('open');
    expect((await moveTo(id, 'draft')).statusCode).toBe(409);
    expect((await moveTo(id, 'open')).statusCode).toBe(409);
    expect((await moveTo(id, 'paused')).json().status).toBe('paused');
    expect((await moveTo(id, 'open')).json().status).toBe('open');
    expect((await moveTo(id, 'closed')).json().status).toBe('closed');
    const reopen = await moveTo(id, 'open');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().detail).toBe(
      'This programme cannot move to that status from where it is now. Reload it to see its current status.',
    );
    expect((await auditActions(id)).filter((action) => action === 'programme.status_change')).toHaveLength(4);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'programme.status_change')))
      .orderBy(asc(auditEvents.createdAt))
      .limit(1);
    expect(audit!.details).toMatchObject({ from: 'draft', to: 'open' });
  });

  it('a closed programme can no longer be edited or given a new formula', async () => {
    const id = await create();
    await moveTo(id, 'closed');
    const edit = await send(t, designer, 'PUT', `${PROGRAMMES}/${id}`, tailoringCohort({ places: 70 }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toBe('This programme is closed: it can no longer be changed.');
    const formula = await send(t, designer, 'PUT', `${PROGRAMMES}/${id}/formula`, { formula: SPEC_PRIORITY_FORMULA });
    expect(formula.statusCode).toBe(409);
  });

  it('does not open a programme whose stored quotas need more places than it has', async () => {
    const id = await create();
    // Stored before the input schema checked it (the schema refuses such a design today).
    await t.database.db
      .update(programmes)
      .set({ places: 10, quotas: [{ dimension: 'camp', value: 'KAK', minPlaces: 12 }] })
      .where(eq(programmes.id, id));
    const opened = await moveTo(id, 'open');
    expect(opened.statusCode).toBe(400);
    expect(opened.json().errors.map((error: { path: string }) => error.path)).toEqual(['quotas']);
    expect((await send(t, designer, 'GET', `${PROGRAMMES}/${id}`)).json().status).toBe('draft');
  });

  it('judges open applications again when the rules change, leaving decided ones as they were', async () => {
    const programme = await buildProgramme(t);
    const woman = await buildBeneficiary(t, { gender: 'female', locationCamp: 'KAK' });
    const man = await buildBeneficiary(t, { gender: 'male', locationCamp: 'KAK' });
    const approvedMan = await buildBeneficiary(t, { gender: 'male', locationCamp: 'KAK' });
    const open = { programId: programme.id, programType: 'skills_training' };
    const womanApplication = await buildProgrammeApplication(t, woman.id, { ...open, status: 'under_review' });
    const manApplication = await buildProgrammeApplication(t, man.id, open);
    const decided = await buildProgrammeApplication(t, approvedMan.id, { ...open, status: 'approved' });

    const womenOnly = tailoringCohort({ rules: [{ kind: 'gender', hard: true, genders: ['female'] }] });
    const edited = await send(t, designer, 'PUT', `${PROGRAMMES}/${programme.id}`, womenOnly);
    expect(edited.statusCode).toBe(200);

    const verdictOf = async (applicationId: string) =>
      (
        await t.database.db
          .select({ eligible: programApplications.eligible, eligibility: programApplications.eligibility })
          .from(programApplications)
          .where(eq(programApplications.id, applicationId))
      )[0]!;
    expect(await verdictOf(womanApplication.id)).toMatchObject({
      eligible: true,
      eligibility: { eligible: true, results: [{ kind: 'gender', hard: true, outcome: 'pass' }] },
    });
    expect(await verdictOf(manApplication.id)).toMatchObject({
      eligible: false,
      eligibility: { eligible: false, results: [{ kind: 'gender', hard: true, outcome: 'fail' }] },
    });
    expect(await verdictOf(decided.id)).toEqual({ eligible: null, eligibility: null });

    expect(edited.json().stats).toMatchObject({
      applications: 3,
      eligible: 1,
      ineligible: 1,
      ineligibleByRule: [{ kind: 'gender', count: 1 }],
      waiting: 1,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, programme.id), eq(auditEvents.action, 'programme.update')));
    expect(audit!.details).toMatchObject({ reevaluatedApplications: 2 });
  });
});
