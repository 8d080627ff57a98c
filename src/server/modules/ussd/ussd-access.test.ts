import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USSD_LOCK_MINUTES } from '@domain/ussd/pin';
import { ussdTexts } from '@domain/ussd/texts';
import { ussdLockouts } from '@server/db/schema';
import { buildPayment } from '@server/test-support/payment-builders';
import { buildSiblingApp } from '@server/test-support/builders';
import { uniquePhone } from '@server/test-support/seed-target';
import { eq } from 'drizzle-orm';
import { buildUssdPerson, startUssdKit, type UssdKit } from './ussd-fixtures';

let kit: UssdKit;
const en = ussdTexts('en');

beforeAll(async () => {
  kit = await startUssdKit();
});
afterAll(() => kit?.t.close());

const paymentsOf = (phone: string, inputs: string) => kit.dial(phone, `1*2*${inputs}`).then((answer) => answer.body);

describe('who the menu reaches', () => {
  it('shows a person only their own payments, never those of another number', async () => {
    const amina = await buildUssdPerson(kit.t, { pin: '4821' });
    const omar = await buildUssdPerson(kit.t, { pin: '5930' });
    await buildPayment(kit.t, { beneficiaryId: amina.id, amount: 1111, status: 'completed', completedAt: new Date() });
    await buildPayment(kit.t, { beneficiaryId: omar.id, amount: 2222, status: 'completed', completedAt: new Date() });
    expect(await paymentsOf(amina.phone, amina.pin)).toContain('KES 1,111');
    expect(await paymentsOf(omar.phone, omar.pin)).toContain('KES 2,222');
    // Omar's PIN from Amina's phone is just a wrong PIN.
    const crossed = await paymentsOf(amina.phone, omar.pin);
    expect(crossed).toBe(`END ${en.pinWrong(2)}`);
    expect(crossed).not.toContain('2,222');
  });

  it('asks the birth year on a number several people verified, and shows the one whose PIN it is', async () => {
    const phone = uniquePhone();
    const mother = await buildUssdPerson(kit.t, { phoneNumber: phone, dateOfBirth: '1980-02-01', pin: '4821' });
    const son = await buildUssdPerson(kit.t, { phoneNumber: phone, dateOfBirth: '2004-07-09', pin: '5930' });
    await buildPayment(kit.t, { beneficiaryId: mother.id, amount: 3333, status: 'completed', completedAt: new Date() });
    await buildPayment(kit.t, { beneficiaryId: son.id, amount: 4444, status: 'completed', completedAt: new Date() });

    const [, , birthYear, pin, payments] = await kit.walk(phone, ['1', '2', '1980', '4821']);
    expect(birthYear).toBe(`CON ${en.birthYear}`);
    expect(pin).toBe(`CON ${en.pin}`);
    expect(payments).toContain('KES 3,333');
    expect(payments).not.toContain('4,444');
    expect(await paymentsOf(phone, '2004*5930')).toContain('KES 4,444');
    // The son's PIN with the mother's birth year opens nothing.
    expect(await paymentsOf(phone, '1980*5930')).toBe(`END ${en.pinWrong(2)}`);
    expect(await paymentsOf(phone, '1999')).toBe(`END ${en.birthYearUnknown}`);
  });

  it('sends a person without a PIN to the portal to choose one', async () => {
    const person = await buildUssdPerson(kit.t, { pin: null });
    expect((await kit.dial(person.phone, '1*1')).body).toBe(`END ${en.noPin}`);
    expect((await kit.dial(person.phone, '1*1*4821')).body).toBe(`END ${en.noPin}`);
  });

  it('leaves out a number whose verification was cleared', async () => {
    const person = await buildUssdPerson(kit.t, { phoneVerifiedAt: null });
    expect((await kit.dial(person.phone, '1*1*4821')).body).toBe(`END ${en.invalid}`);
  });
});

describe('wrong PINs', () => {
  it('ends the menu with the tries left, and locks the number after the third', async () => {
    const person = await buildUssdPerson(kit.t, { pin: '4821' });
    await buildPayment(kit.t, { beneficiaryId: person.id, amount: 5555, status: 'completed', completedAt: new Date() });
    expect(await paymentsOf(person.phone, '1111')).toBe(`END ${en.pinWrong(2)}`);
    expect(await paymentsOf(person.phone, '2222')).toBe(`END ${en.pinWrong(1)}`);
    expect(await paymentsOf(person.phone, '3333')).toBe(`END ${en.locked(USSD_LOCK_MINUTES)}`);
    // Locked: even the right PIN opens nothing, in any language.
    expect(await paymentsOf(person.phone, '4821')).toBe(`END ${en.locked(USSD_LOCK_MINUTES)}`);
    expect((await kit.dial(person.phone, '2*1*4821')).body).toBe(`END ${ussdTexts('sw').locked(USSD_LOCK_MINUTES)}`);
    // The screens without a PIN stay open.
    expect((await kit.dial(person.phone, '1*5')).body).toMatch(/^END /);
    expect((await kit.dial(person.phone, '1*5')).body).not.toContain(en.locked(USSD_LOCK_MINUTES));

    // Once the lock has run out, the right PIN works and the count starts again.
    await kit.t.database.db
      .update(ussdLockouts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(ussdLockouts.phoneNumber, person.phone));
    expect(await paymentsOf(person.phone, '4821')).toContain('KES 5,555');
    expect(await paymentsOf(person.phone, '1111')).toBe(`END ${en.pinWrong(2)}`);
  });

  it('answers a step with a PIN in well under a second', async () => {
    const person = await buildUssdPerson(kit.t, { pin: '4821' });
    await paymentsOf(person.phone, '4821');
    const started = performance.now();
    expect(await paymentsOf(person.phone, '4821')).toMatch(/^END /);
    // The gateway gives up on a slow answer; hashing the PIN is the costly part, kept to tens of milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('forgets earlier wrong PINs once the right one is typed', async () => {
    const person = await buildUssdPerson(kit.t, { pin: '4821' });
    await paymentsOf(person.phone, '1111');
    await paymentsOf(person.phone, '2222');
    expect(await paymentsOf(person.phone, '4821')).toMatch(/^END /);
    expect(await paymentsOf(person.phone, '3333')).toBe(`END ${en.pinWrong(2)}`);
  });

  it('counts a wrong PIN wherever it stands in the inputs', async () => {
    const person = await buildUssdPerson(kit.t, { pin: '4821' });
    expect((await kit.dial(person.phone, '1*4*1111*2')).body).toBe(`END ${en.pinWrong(2)}`);
    expect((await kit.dial(person.phone, '1*4*2222*2*A long enough complaint')).body).toBe(`END ${en.pinWrong(1)}`);
  });
});

describe('POST /api/v1/dev/ussd', () => {
  it('answers the same screen as the gateway, as JSON', async () => {
    const person = await buildUssdPerson(kit.t, { pin: '4821' });
    for (const text of ['', '1', '1*3', '1*3*4821']) {
      const simulated = await kit.t.app.inject({
        method: 'POST',
        url: '/api/v1/dev/ussd',
        payload: { sessionId: 'simulator-1', phoneNumber: person.phone, text },
      });
      expect(simulated.statusCode).toBe(200);
      expect(simulated.json()).toEqual({ reply: (await kit.dial(person.phone, text)).body });
    }
  });

  it('does not exist in production mode', async () => {
    const production = await buildSiblingApp(kit.t, { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/v1/dev/ussd',
        payload: { sessionId: 's', phoneNumber: uniquePhone(), text: '' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.app.close();
    }
  });

  it('refuses anyone but the machine running the platform', async () => {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/ussd',
      remoteAddress: '203.0.113.9',
      payload: { sessionId: 's', phoneNumber: uniquePhone(), text: '' },
    });
    expect(response.statusCode).toBe(404);
  });
});
