import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { APPLICATIONS, callAs, validForm } from './applications-fixtures';

const DRAFTS = `${APPLICATIONS}/drafts`;
const { programId: _programId, references, ...detailsStep } = validForm;

describe('programme applications: drafts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const newApplicant = async () => callAs(t, await buildUser(t));

  it('saves a wizard left half-way as a draft, completion by the steps answered, and resumes at its step', async () => {
    const api = await newApplicant();
    const created = await api('POST', DRAFTS, {
      programId: 'cash-transfer',
      step: 2,
      data: { householdIncome: 0, reasonForApplication: 'Not finished' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'draft',
      draftStep: 2,
      completionPercentage: 33,
      priorityScore: null,
      applicationDate: null,
      programName: 'Emergency Cash Transfer',
      applicationData: { householdIncome: 0, reasonForApplication: 'Not finished' },
    });
    const { id } = created.json();

    const step3 = await api('PUT', `${APPLICATIONS}/${id}/draft`, {
      programId: 'cash-transfer',
      step: 3,
      data: detailsStep,
    });
    expect(step3.statusCode).toBe(200);
    expect(step3.json()).toMatchObject({ id, status: 'draft', draftStep: 3, completionPercentage: 66 });

    const fetched = await api('GET', `${APPLICATIONS}/${id}`);
    expect(fetched.json()).toMatchObject({ draftStep: 3, applicationData: detailsStep });
  });

  it('submits a draft: validated in full, scored on the server, final', async () => {
    const api = await newApplicant();
    const { id } = (await api('POST', DRAFTS, { programId: 'cash-transfer', step: 1, data: {} })).json();

    const incomplete = await api('POST', `${APPLICATIONS}/${id}/submit`, {
      ...validForm,
      references: references.slice(0, 1),
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors).toEqual([{ path: 'references', message: 'At least 2 references are required' }]);

    const submitted = await api('POST', `${APPLICATIONS}/${id}/submit`, validForm);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      id,
      status: 'submitted',
      draftStep: null,
      completionPercentage: 100,
      priorityScore: 80,
    });
    expect(submitted.json().applicationDate).toEqual(expect.any(String));

    const again = await api('POST', `${APPLICATIONS}/${id}/submit`, validForm);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This application has already been submitted and can no longer be changed.');
    const edit = await api('PUT', `${APPLICATIONS}/${id}/draft`, { programId: 'cash-transfer', step: 2, data: {} });
    expect(edit.statusCode).toBe(409);
  });

  it('keeps one open application per programme: a second draft or an application next to a draft is refused', async () => {
    const api = await newApplicant();
    const { id } = (await api('POST', DRAFTS, { programId: 'business-grant', step: 2, data: {} })).json();
    const secondDraft = await api('POST', DRAFTS, { programId: 'business-grant', step: 1, data: {} });
    expect(secondDraft.statusCode).toBe(409);
    expect(secondDraft.json().detail).toBe(
      'You already have a draft application for this programme. Open it from the Drafts tab to continue.',
    );
    expect((await api('POST', APPLICATIONS, { ...validForm, programId: 'business-grant' })).statusCode).toBe(409);

    // Once another programme is submitted, a draft cannot be switched onto it.
    expect((await api('POST', APPLICATIONS, validForm)).statusCode).toBe(201);
    const switched = await api('PUT', `${APPLICATIONS}/${id}/draft`, { programId: 'cash-transfer', step: 2, data: {} });
    expect(switched.statusCode).toBe(409);
    expect(switched.json().detail).toBe('You already have an active application for this programme.');
    const toFree = await api('PUT', `${APPLICATIONS}/${id}/draft`, { programId: 'skills-training', step: 2, data: {} });
    expect(toFree.json()).toMatchObject({ programId: 'skills-training', programType: 'skills_training' });
  });

  it('checks the draft body: step 1-3, known fields, sane sizes, an existing programme', async () => {
    const api = await newApplicant();
    expect((await api('POST', DRAFTS, { programId: 'cash-transfer', step: 4, data: {} })).statusCode).toBe(400);
    expect(
      (await api('POST', DRAFTS, { programId: 'cash-transfer', step: 1, data: { priorityScore: 100 } })).statusCode,
    ).toBe(400);
    expect(
      (
        await api('POST', DRAFTS, {
          programId: 'cash-transfer',
          step: 1,
          data: { reasonForApplication: 'x'.repeat(2001) },
        })
      ).statusCode,
    ).toBe(400);
    const noProgramme = await api('POST', DRAFTS, { programId: '', step: 1, data: {} });
    expect(noProgramme.json().errors).toEqual([{ path: 'programId', message: 'Please select a program' }]);
    expect((await api('POST', DRAFTS, { programId: 'moon-trip', step: 1, data: {} })).statusCode).toBe(400);
  });
});
