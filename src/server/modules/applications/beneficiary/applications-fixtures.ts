import type { ApplicationForm } from '@domain/programme-application';
import type { BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';

export const APPLICATIONS = '/api/v1/beneficiary/applications';

/** The most vulnerable household of the e2e journey: 30 + 20 + 20 + 10 = priority 80. */
export const validForm: ApplicationForm = {
  programId: 'cash-transfer',
  householdIncome: 0,
  householdSize: 7,
  employmentStatus: 'unemployed',
  reasonForApplication: 'We lost our income when the market closed and need support to feed seven people.',
  previousAssistance: false,
  hasBankAccount: false,
  hasMobileMoney: true,
  mobileMoneyDetails: 'M-Pesa',
  references: [
    { name: 'Fatuma Ali', phone: '0712 345 678', relationship: 'Neighbour' },
    { name: 'Omar Said', phone: '+254722345678', relationship: 'Block leader' },
  ],
};

type Method = 'GET' | 'POST' | 'PUT';

/** Calls the API as `user` (or anonymously), in English unless told otherwise. */
export function callAs(t: TestApp, user: Pick<BuiltUser, 'cookie'> | null) {
  return (method: Method, url: string, payload?: unknown, language = 'en') =>
    t.app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { 'accept-language': language, ...(user ? { cookie: user.cookie } : {}) },
    });
}
