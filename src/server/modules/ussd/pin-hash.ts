import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * A four-digit PIN has only 10,000 values: the hash cannot keep it secret
 * from someone holding the database, but it keeps it from being read at a
 * glance, and the lockout (three tries) is what stops a guesser on the phone.
 * scrypt's cost is kept low enough for a menu step to answer at once.
 */
const COST: ScryptOptions = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

function derive(pin: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(pin, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** scrypt$N$r$p$salt$key, so that a change of cost leaves the hashes made before it readable. */
export async function hashUssdPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt, COST);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyUssdPin(pin: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(pin, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
