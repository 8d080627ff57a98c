import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillsAssessmentInput } from '@domain/skills-assessment';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const URL = '/api/v1/beneficiary/skills-assessment';
const assessment: SkillsAssessmentInput = {
  skillAreas: [
    { area: 'tailoring', level: 'advanced' },
    { area: 'other', detail: 'Soap making', level: 'beginner' },
  ],
  languages: [{ language: 'Somali', level: 'native' }],
  workExperience: [
    { title: 'Tailor', employer: 'Kakuma Tailors', years: 4 },
    { title: 'Shop assistant', years: 2, description: 'Sold cloth at the market' },
  ],
};

describe('skills assessment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (
    user: Pick<BuiltUser, 'cookie'> | null,
    method: 'GET' | 'PUT',
    url: string,
    payload?: unknown,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { 'accept-language': language, ...(user ? { cookie: user.cookie } : {}) },
    });
  const checklist = async (user: BuiltUser) =>
    (await call(user, 'GET', '/api/v1/beneficiary/dashboard')).json().profileStatus.checklist;

  it('is empty until saved, then shows what I saved with the total years', async () => {
    const user = await buildUser(t);
    expect((await call(user, 'GET', URL)).json()).toEqual({ assessment: null });

    const saved = await call(user, 'PUT', URL, {
      ...assessment,
      languages: [{ language: ' Somali ', level: 'native' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().assessment).toMatchObject({ ...assessment, experienceYears: 6, updatedAt: expect.any(String) });
    expect((await call(user, 'GET', URL)).json()).toEqual(saved.json());
  });

  it('replaces the assessment on a later save', async () => {
    const user = await buildUser(t);
    await call(user, 'PUT', URL, assessment);
    const changed = await call(user, 'PUT', URL, {
      skillAreas: [{ area: 'driving', level: 'expert' }],
      languages: [],
      workExperience: [],
    });
    expect(changed.json().assessment).toMatchObject({
      skillAreas: [{ area: 'driving', level: 'expert' }],
      workExperience: [],
      experienceYears: 0,
    });
    expect((await call(user, 'GET', URL)).json().assessment.skillAreas).toHaveLength(1);
  });

  it('ticks the dashboard checklist once saved', async () => {
    const user = await buildUser(t);
    expect((await checklist(user)).skills).toBe(false);
    await call(user, 'PUT', URL, assessment);
    expect((await checklist(user)).skills).toBe(true);
  });

  it('answers with the form messages, in the reader language, and saves nothing', async () => {
    const user = await buildUser(t);
    const bad = {
      skillAreas: [
        { area: 'tailoring', level: 'advanced' },
        { area: 'tailoring', level: 'beginner' },
      ],
      languages: [{ language: 'Somali', level: 'perfect' }],
      workExperience: [{ title: 'Tailor', years: 61 }],
    };
    const response = await call(user, 'PUT', URL, bad);
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(messages).toEqual({
      skillAreas: 'Each skill area can be added only once',
      'languages.0.level': 'Please select how well you speak it',
      'workExperience.0.years': 'Years must be a whole number from 0 to 60',
    });
    const swahili = await call(user, 'PUT', URL, { ...assessment, skillAreas: [] }, 'sw');
    expect(swahili.json().errors).toEqual([
      { path: 'skillAreas', message: 'Tafadhali ongeza angalau eneo moja la ujuzi' },
    ]);
    expect((await call(user, 'PUT', URL, { ...assessment, experienceYears: 40 })).statusCode).toBe(400);
    expect((await call(user, 'GET', URL)).json()).toEqual({ assessment: null });
  });

  it("never shows another person's assessment", async () => {
    const owner = await buildUser(t);
    await call(owner, 'PUT', URL, assessment);
    const other = await buildUser(t);
    expect((await call(other, 'GET', URL)).json()).toEqual({ assessment: null });
  });

  it('is for beneficiaries only: 401 without a session, 403 for staff and employers', async () => {
    expect((await call(null, 'GET', URL)).statusCode).toBe(401);
    expect((await call(null, 'PUT', URL, assessment)).statusCode).toBe(401);
    const staff = await buildStaffAdmin(t);
    const employer = await buildUser(t, { userType: 'employer' });
    for (const user of [staff, employer]) {
      expect((await call(user, 'GET', URL)).statusCode).toBe(403);
      expect((await call(user, 'PUT', URL, assessment)).statusCode).toBe(403);
    }
  });
});
