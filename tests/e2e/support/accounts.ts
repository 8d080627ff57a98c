import type { Page } from 'playwright-core';
import type { UserType } from '../../../src/domain/user-types';

/** Demo accounts seeded on the embedded database (README, issue 2). */
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

/** Signs in and waits until the app has moved on to the person's portal. */
export async function signIn(page: Page, email: string, password: string, portalPath: string): Promise<void> {
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname.startsWith(portalPath));
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
