import fs from 'node:fs';
import path from 'node:path';
import type { Cookie, Page } from 'playwright-core';
import type { UserType } from '@domain/user-types';
import { serverUrl } from './servers';

/** Demo accounts seeded on the embedded database (README, Quick start). */
export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO = {
  admin: 'admin@demo.local',
  officer: 'officer@demo.local',
  employer: 'employer@demo.local',
  beneficiary: 'amina@demo.local',
} as const;

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  userType: UserType;
  password: string;
}

let counter = 0;

/** A person nobody has signed up as yet in this run (the database is fresh, the clock makes it unique anyway). */
export function newAccount(userType: UserType, firstName = 'Halima'): NewAccount {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName,
    lastName: 'Abdi',
    email: `${userType}-${tag}@e2e.test`,
    // A valid Kenyan mobile number typed the local way; the server stores it in E.164.
    phoneNumber: `0712${String(Date.now() + counter).slice(-6)}`,
    userType,
    password: `pass-${tag}`,
  };
}

/** Fills and submits the sign-up form on /auth/signup; does not wait for the outcome. */
export async function submitSignUp(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/auth/signup');
  await page.getByLabel('First Name', { exact: true }).fill(account.firstName);
  await page.getByLabel('Last Name', { exact: true }).fill(account.lastName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Phone Number', { exact: true }).fill(account.phoneNumber);
  await page.getByLabel('Account Type', { exact: true }).selectOption(account.userType);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
}

/** Fills and submits the sign-in form on /auth/signin; does not wait for the outcome. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/*
 * Sessions of this run, by server and account, in a file: journeys in every
 * file sign in as the demo admin, and a real person stays signed in rather
 * than typing the password again (the server allows ten sign-ins per account
 * in fifteen minutes). The sign-in form itself is tested in sign-in.e2e.ts.
 */
const SESSIONS_FILE = path.join('test-results', 'e2e-sessions.json');

function readSessions(): Record<string, Cookie[]> {
  try {
    return JSON.parse(fs.readFileSync(SESSIONS_FILE, 'utf8')) as Record<string, Cookie[]>;
  } catch {
    return {};
  }
}

function saveSession(key: string, cookies: Cookie[]): void {
  fs.mkdirSync(path.dirname(SESSIONS_FILE), { recursive: true });
  fs.writeFileSync(SESSIONS_FILE, JSON.stringify({ ...readSessions(), [key]: cookies }));
}

/** Restores a saved session of the account when the server still accepts it. */
async function resumeSession(page: Page, key: string, email: string): Promise<boolean> {
  const cookies = readSessions()[key];
  if (!cookies) return false;
  await page.context().addCookies(cookies);
  const me = await page.request.get('/api/v1/me');
  const user = me.ok() ? ((await me.json()) as { user: { email: string } | null }).user : null;
  if (user?.email === email) return true;
  await page.context().clearCookies();
  return false;
}

/** Signs in (or resumes this run's session of the account) and waits until the person's portal is open. */
export async function signIn(page: Page, email: string, password: string, portalPath: string): Promise<void> {
  const key = `${serverUrl()}|${email}`;
  if (await resumeSession(page, key, email)) {
    await page.goto(portalPath);
    return;
  }
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname.startsWith(portalPath));
  saveSession(key, await page.context().cookies());
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
