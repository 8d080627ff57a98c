import { request, type APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import type { GENDERS } from '@domain/beneficiary-profile';
import { samplePdf } from '@server/platform/sample-files';
import { newAccount, type NewAccount } from './accounts';
import { serverUrl } from './servers';

export const REASON = 'I learned tailoring from my mother and want a trade that feeds my children in the camp.';

/** The people a journey needs, as they would fill their profile in. */
export interface ApplicantFacts {
  firstName: string;
  gender: (typeof GENDERS)[number];
  dateOfBirth: string;
  camp: 'KAK' | 'DAD' | 'KAL' | 'NBI';
}

/**
 * A signed-in client of its own (its own cookie jar), sending the Origin the page would: what a person's browser
 * sends when they sign up, fill their profile and upload a document. Used for the many applicants a selection
 * needs without opening a browser for each.
 */
export async function newSignedUpClient(
  facts: ApplicantFacts,
): Promise<{ client: APIRequestContext; account: NewAccount }> {
  const baseURL = serverUrl();
  const client = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  const account = newAccount('beneficiary', facts.firstName);
  await signUpThrough(client, account);
  await fillProfile(client, account, facts);
  return { client, account };
}

export async function signUpThrough(client: APIRequestContext, account: NewAccount): Promise<void> {
  const response = await client.post('/api/auth/sign-up/email', {
    data: { ...account, name: `${account.firstName} ${account.lastName}`, callbackURL: '/?verified=1' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Signs in as the sign-in form does (the page's language may not be English, the form's labels are tested elsewhere). */
export async function signInThrough(client: APIRequestContext, account: NewAccount): Promise<void> {
  const response = await client.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** The profile form's fields the rules read: gender, date of birth and camp. */
export async function fillProfile(
  client: APIRequestContext,
  account: NewAccount,
  facts: ApplicantFacts,
): Promise<void> {
  const response = await client.put('/api/v1/beneficiary/profile', {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: account.phoneNumber,
      gender: facts.gender,
      dateOfBirth: facts.dateOfBirth,
      locationCamp: facts.camp,
      householdSize: 5,
      monthlyIncome: 2000,
      skills: [],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Uploads a refugee card, as the Documents screen does; returns the document's id. */
export async function uploadRefugeeCard(client: APIRequestContext): Promise<string> {
  const response = await client.post('/api/v1/beneficiary/documents', {
    multipart: {
      documentType: 'refugee_card',
      documentName: 'Refugee card',
      file: { name: 'refugee-card.pdf', mimeType: 'application/pdf', buffer: samplePdf('Refugee card') },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Applies in one go, as the wizard's last step sends it. */
export async function applyThrough(
  client: APIRequestContext,
  application: { programId: string; documentId: string; answers: Record<string, boolean>; householdIncome: number },
): Promise<void> {
  const response = await client.post('/api/v1/beneficiary/applications', {
    data: {
      programId: application.programId,
      householdIncome: application.householdIncome,
      householdSize: 5,
      employmentStatus: 'unemployed',
      reasonForApplication: REASON,
      previousAssistance: false,
      hasBankAccount: false,
      hasMobileMoney: false,
      answers: application.answers,
      documentIds: [application.documentId],
      references: [
        { name: 'Fatuma Ali', phone: '0712345678', relationship: 'Neighbour' },
        { name: 'Omar Said', phone: '0722345678', relationship: 'Block leader' },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A date of birth giving `age` on the programme's closing date (30 June). */
export function bornForAgeOn(closesOn: string, age: number): string {
  const year = Number(closesOn.slice(0, 4)) - age;
  return `${year}-01-15`;
}
