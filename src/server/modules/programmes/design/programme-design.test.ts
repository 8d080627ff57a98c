import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_PRIORITY_FORMULA } from '@domain/programmes/scoring-formula';
import { auditEvents, projects } from '@server/db/schema';
import { buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildProject } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildDesigner, buildOfficer, PROGRAMMES, send, tailoringCohort } from './design-fixtures';

const SEEDED = ['cash-transfer', 'skills-training', 'business-grant'];

describe('programme design: reading and creating', () => {
  let t: TestApp;
  let designer: BuiltUser;
  let officer: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    designer = await buildDesigner(t);
    officer = await buildOfficer(t);
  });
  afterAll(() => t.close());

  it('lists the seeded programmes, open, in the reader language', async () => {
    const english = await send(t, officer, 'GET', `${PROGRAMMES}?pageSize=100`);
    expect(english.statusCode).toBe(200);
    const seeded = english.json().items.filter((item: { id: string }) => SEEDED.includes(item.id));
    expect(seeded.map((item: { name: string }) => item.name)).toEqual([
      'Emergency Cash Transfer',
      'Skills Development Program',
      'Small Business Grant',
    ]);
    expect(seeded.every((item: { status: string }) => item.status === 'open')).toBe(true);

    const swahili = await t.app.inject({
      method: 'GET',
      url: `${PROGRAMMES}?status=open&pageSize=100`,
      headers: { cookie: officer.cookie, 'accept-language': 'sw' },
    });
    expect(swahili.json().items.map((item: { name: string }) => item.name)).toContain('Uhamisho wa Fedha wa Dharura');
  });

  it.each(SEEDED)('%s ranks by the spec formula as version 1, installed with the platform', async (id) => {
    const programme = (await send(t, officer, 'GET', `${PROGRAMMES}/${id}`)).json();
    expect(programme.formula).toMatchObject({ version: 1, formula: SPEC_PRIORITY_FORMULA, createdBy: null });
    const history = (await send(t, officer, 'GET', `${PROGRAMMES}/${id}/formulas`)).json();
    expect(history.items.map((item: { version: number }) => item.version)).toEqual([1]);
  });

  it('answers 404 for a programme that does not exist', async () => {
    expect((await send(t, officer, 'GET', `${PROGRAMMES}/no-such-programme`)).statusCode).toBe(404);
    expect((await send(t, officer, 'GET', `${PROGRAMMES}/no-such-programme/formulas`)).statusCode).toBe(404);
    const edit = await send(t, designer, 'PUT', `${PROGRAMMES}/no-such-programme`, tailoringCohort());
    expect(edit.statusCode).toBe(404);
  });

  it('creates a draft programme with the spec formula as version 1, its projects linked, audited', async () => {
    const project = await buildProject(t, { name: 'Kakuma tailoring 2027', location: 'KAK' });
    const created = await send(t, designer, 'POST', PROGRAMMES, tailoringCohort({ projectIds: [project.id] }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(id).toMatch(/^tailoring-cohort-kakuma-2027-[a-z0-9]{5}$/);

    const programme = (await send(t, officer, 'GET', `${PROGRAMMES}/${id}`)).json();
    expect(programme).toMatchObject({
      status: 'draft',
      kind: 'skills_training',
      places: 60,
      quotas: [{ dimension: 'gender', value: 'female', minPlaces: 30 }],
      rules: [
        { kind: 'camp', hard: true, camps: ['KAK'] },
        { kind: 'age', hard: true, min: 18, max: 35 },
      ],
      missingTranslations: [],
      projects: [{ id: project.id, name: 'Kakuma tailoring 2027', location: 'KAK' }],
      formula: {
        version: 1,
        formula: SPEC_PRIORITY_FORMULA,
        createdBy: { id: designer.userId, name: 'Grace Wanjiru' },
      },
      stats: { applications: 0, eligible: 0, selected: 0, waiting: 0, places: 60 },
    });
    expect(programme.stats.quotaFill).toEqual([
      { quota: { dimension: 'gender', value: 'female', minPlaces: 30 }, filled: 0 },
    ]);
    const [linked] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(linked!.programmeId).toBe(id);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'programme.create')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: designer.userId, targetType: 'programme' });
    expect(JSON.stringify(audit[0]!.details)).not.toContain('Tailoring');
  });

  it('keeps a formula given at creation, and flags a programme with no Swahili text', async () => {
    const formula = {
      maxScore: 50,
      criteria: [
        { field: 'question', questionId: 'sewing-experience', bands: [{ op: 'in', values: ['yes'], points: 50 }] },
      ],
    };
    const design = tailoringCohort();
    const content = { en: (design.content as { en: unknown }).en };
    const { id } = (await send(t, designer, 'POST', PROGRAMMES, { ...design, content, formula })).json();
    const programme = (await send(t, officer, 'GET', `${PROGRAMMES}/${id}`)).json();
    expect(programme.formula.formula).toEqual({ ...formula, criteria: [{ ...formula.criteria[0], weight: 1 }] });
    expect(programme.missingTranslations).toEqual(['sw', 'so', 'ar']);
    const listed = (await send(t, officer, 'GET', `${PROGRAMMES}?status=draft&pageSize=100`)).json();
    expect(listed.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      status: 'draft',
      missingTranslations: ['sw', 'so', 'ar'],
      applications: 0,
      selected: 0,
    });
  });

  describe('who may design', () => {
    it('an approved officer without the permission reads programmes but changes none', async () => {
      expect((await send(t, officer, 'GET', PROGRAMMES)).statusCode).toBe(200);
      const refused = await send(t, officer, 'POST', PROGRAMMES, tailoringCohort());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(
        'Only staff with the programme design permission can do this. Ask an administrator.',
      );
      expect((await send(t, officer, 'PUT', `${PROGRAMMES}/cash-transfer`, tailoringCohort())).statusCode).toBe(403);
      const pause = await send(t, officer, 'POST', `${PROGRAMMES}/cash-transfer/status`, { status: 'paused' });
      expect(pause.statusCode).toBe(403);
      const formula = await send(t, officer, 'PUT', `${PROGRAMMES}/cash-transfer/formula`, {
        formula: SPEC_PRIORITY_FORMULA,
      });
      expect(formula.statusCode).toBe(403);
      const history = (await send(t, officer, 'GET', `${PROGRAMMES}/cash-transfer/formulas`)).json();
      expect(history.items).toHaveLength(1);
    });

    it.each(['beneficiary', 'employer'] as const)('refuses a %s account with 403', async (userType) => {
      const user = await buildUser(t, { userType });
      expect((await send(t, user, 'GET', PROGRAMMES)).statusCode).toBe(403);
      expect((await send(t, user, 'GET', `${PROGRAMMES}/cash-transfer`)).statusCode).toBe(403);
      expect((await send(t, user, 'POST', PROGRAMMES, tailoringCohort())).statusCode).toBe(403);
    });

    it('asks for a session', async () => {
      expect((await send(t, undefined, 'GET', PROGRAMMES)).statusCode).toBe(401);
    });
  });

  describe('validation', () => {
    const errorsOf = async (payload: unknown) => {
      const response = await send(t, designer, 'POST', PROGRAMMES, payload);
      expect(response.statusCode).toBe(400);
      return response.json().errors as { path: string; message: string }[];
    };

    it('refuses a quota whose minimum is above its maximum', async () => {
      const quotas = [{ dimension: 'gender', value: 'female', minPlaces: 40, maxPlaces: 30 }];
      expect((await errorsOf(tailoringCohort({ quotas } as never))).map((error) => error.path)).toContain(
        'quotas.0.maxPlaces',
      );
    });

    it('refuses a window that closes before it opens', async () => {
      const errors = await errorsOf(tailoringCohort({ opensOn: '2027-03-01', closesOn: '2027-02-01' }));
      expect(errors.map((error) => error.path)).toContain('closesOn');
    });

    it('refuses eleven questions', async () => {
      const questions = Array.from({ length: 11 }, (_, index) => ({
        id: `question-${index}`,
        kind: 'text',
        required: false,
        label: { en: `Question ${index}` },
      }));
      expect((await errorsOf(tailoringCohort({ questions } as never))).map((error) => error.path)).toContain(
        'questions',
      );
    });

    it('refuses minimums that do not fit the places', async () => {
      const quotas = [
        { dimension: 'gender', value: 'female', minPlaces: 6 },
        { dimension: 'gender', value: 'male', minPlaces: 6 },
      ];
      const errors = await errorsOf(tailoringCohort({ places: 10, quotas } as never));
      expect(errors.map((error) => error.path)).toContain('quotas');
    });

    it('refuses a repeated question id and a project that does not exist', async () => {
      const design = tailoringCohort({ projectIds: ['00000000-0000-4000-8000-000000000000', 'not-a-project'] });
      const question = (design.questions as unknown[])[0];
      const errors = await errorsOf({ ...design, questions: [question, question] });
      expect(errors).toEqual([
        { path: 'questions.1.id', message: 'Another question already uses this id.' },
        { path: 'projectIds.0', message: 'This project does not exist.' },
        { path: 'projectIds.1', message: 'This project does not exist.' },
      ]);
    });

    it('refuses a formula that reads a question the programme does not ask', async () => {
      const formula = {
        criteria: [{ field: 'question', questionId: 'no-such-question', bands: [{ op: 'eq', value: 1, points: 5 }] }],
      };
      const errors = await errorsOf({ ...tailoringCohort(), formula });
      expect(errors.map((error) => error.path)).toEqual(['formula.criteria.0.questionId']);
    });
  });
});
