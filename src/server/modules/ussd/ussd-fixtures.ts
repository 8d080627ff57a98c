import { randomBytes } from 'node:crypto';
import { buildBeneficiary, type BeneficiaryValues } from '@server/test-support/beneficiary-builders';
import { uniquePhone } from '@server/test-support/seed-target';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { ussdPins } from '@server/db/schema';
import { hashUssdPin } from './pin-hash';

export interface UssdKit {
  t: TestApp;
  token: string;
  /** One step as Africa's Talking posts it; answers the status and the plain-text screen. */
  dial(
    phoneNumber: string,
    text: string,
    token?: string,
  ): Promise<{ status: number; body: string; type: string; cache: string }>;
  /** Every step of a whole visit, typed one input at a time: the screens, in order. */
  walk(phoneNumber: string, inputs: string[]): Promise<string[]>;
}

/** The real app with Africa's Talking configured (the USSD callback is registered only then). */
export async function startUssdKit(options: { ownDatabase?: boolean } = {}): Promise<UssdKit> {
  const token = randomBytes(24).toString('hex');
  const t = await createTestApp({
    ownDatabase: options.ownDatabase,
    env: { AT_USERNAME: 'sandbox', AT_API_KEY: 'test-api-key-0123456789', AT_CALLBACK_TOKEN: token },
  });
  const sessionId = `ATUid_${randomBytes(8).toString('hex')}`;
  const dial: UssdKit['dial'] = async (phoneNumber, text, withToken = token) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ussd/${withToken}/session`,
      // A server posts it: no browser Origin header.
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: undefined },
      payload: new URLSearchParams({
        sessionId,
        serviceCode: '*384*123#',
        phoneNumber,
        networkCode: '63902',
        text,
      }).toString(),
    });
    return {
      status: response.statusCode,
      body: response.body,
      type: String(response.headers['content-type']),
      cache: String(response.headers['cache-control']),
    };
  };
  const walk: UssdKit['walk'] = async (phoneNumber, inputs) => {
    const screens: string[] = [];
    for (let count = 0; count <= inputs.length; count += 1) {
      screens.push((await dial(phoneNumber, inputs.slice(0, count).join('*'))).body);
    }
    return screens;
  };
  return { t, token, dial, walk };
}

/** A person whose number is verified, with a USSD PIN unless `pin` is null. */
export async function buildUssdPerson(t: TestApp, options: { pin?: string | null } & BeneficiaryValues = {}) {
  const { pin = '4821', ...values } = options;
  const person = await buildBeneficiary(t, { phoneNumber: uniquePhone(), phoneVerifiedAt: new Date(), ...values });
  if (pin !== null)
    await t.database.db.insert(ussdPins).values({ beneficiaryId: person.id, pinHash: await hashUssdPin(pin) });
  // No PIN: an empty one, which the menu never takes for a PIN.
  return { id: person.id, phone: person.phoneNumber!, pin: pin ?? '' };
}
