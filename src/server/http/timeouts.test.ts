import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BENEFICIARY_HEADER,
  beneficiaryRow,
  csvOf,
  IMPORTS_URL,
  progresIds,
} from '@server/modules/imports/imports-fixtures';
import { multipartBody } from '@server/modules/documents/beneficiary/document-fixtures';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

/*
 * Against a real listening server: app.inject never opens a socket. The
 * timeouts are scaled down from production's (20 s headers, 15 s grace,
 * 1 KB/s) so the test runs in seconds: headers 600 ms, grace 500 ms, and
 * 50 KB/s. The honest upload is scaled alike: 1 MB/s for 50 MB is fifty times
 * the grace and a thousand times the minimum rate; here 1.2 MB at 400 KB/s
 * lasts six times the grace at eight times the minimum rate.
 */
const GRACE_MS = 500;
const MIN_RATE = 50_000;
const HEADERS_MS = 600;

let t: TestApp;
let officer: BuiltUser;
let port: number;

interface Exchange {
  /** Milliseconds from the first byte sent until the server closed the connection (Infinity: it never did). */
  closedAfterMs: number;
  answer: string;
}

/** Opens a socket, sends `head` at once, then `trickle` every `everyMs`, until the server closes or `giveUpMs` passes. */
async function trickle(head: string, trickle: string, everyMs: number, giveUpMs: number): Promise<Exchange> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let answer = '';
  let closedAt: number | undefined;
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  socket.on('close', () => (closedAt = Date.now()));
  const started = Date.now();
  socket.write(head);
  while (closedAt === undefined && Date.now() - started < giveUpMs) {
    await sleep(everyMs);
    if (!socket.destroyed) socket.write(trickle);
  }
  socket.destroy();
  return { closedAfterMs: closedAt === undefined ? Infinity : closedAt - started, answer };
}

beforeAll(async () => {
  t = await createTestApp({
    env: {
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_UPLOAD_GRACE_MS: String(GRACE_MS),
      HTTP_MIN_UPLOAD_BYTES_PER_SECOND: String(MIN_RATE),
    },
  });
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

afterAll(async () => t.close());

describe('a slow client', () => {
  it('is cut when its headers trickle in (slowloris)', async () => {
    const exchange = await trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Padding: a\r\n', 100, 10_000);
    // The headers' timeout, plus Node's sweep of its connections (a quarter of it).
    expect(exchange.closedAfterMs).toBeLessThan(HEADERS_MS * 3);
    expect(exchange.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('is cut with a 408 in its language when its body trickles in, 10 bytes at a time', async () => {
    const head = [
      'POST /api/auth/sign-in/email HTTP/1.1',
      'Host: 127.0.0.1',
      `Origin: ${t.config.baseUrl}`,
      'Content-Type: application/json',
      'Content-Length: 100000',
      'Accept-Language: sw',
      '',
      '',
    ].join('\r\n');
    const exchange = await trickle(head, '{"padding"', 100, 10_000);
    expect(exchange.closedAfterMs).toBeLessThan(GRACE_MS * 4);
    expect(exchange.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(exchange.answer).toContain('Upakiaji ulikuwa wa polepole mno');
  });

  it('is cut even after an early answer, while it still trickles the body nobody reads', async () => {
    const head = [
      'POST /api/v1/nowhere HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 100000',
      '',
      '',
    ].join('\r\n');
    const exchange = await trickle(head, '0123456789', 100, 10_000);
    expect(exchange.closedAfterMs).toBeLessThan(GRACE_MS * 4);
  });
});

describe('a steady upload on a slow line', () => {
  it('is received whole, however long it takes beyond the grace', async () => {
    const id = progresIds();
    const rows = [BENEFICIARY_HEADER, ...Array.from({ length: 9_000 }, (_, index) => beneficiaryRow(id(index + 1)))];
    const file = csvOf(rows);
    const { payload, headers } = await multipartBody([
      ['type', 'beneficiaries'],
      ['file', { bytes: file, name: 'registry.csv', type: 'text/csv' }],
    ]);
    expect(payload.length).toBeGreaterThan(1_000_000);

    const started = Date.now();
    const response = await sendSteadily(
      payload,
      { ...headers, cookie: officer.cookie, origin: t.config.baseUrl },
      400_000,
    );
    expect(Date.now() - started).toBeGreaterThan(GRACE_MS * 4);
    expect(response.status).toBe(202);
    expect(JSON.parse(response.body)).toMatchObject({ fileSize: file.length });
  });
});

/** POSTs `payload` to the imports endpoint at `bytesPerSecond`, in tenths of a second. */
async function sendSteadily(
  payload: Buffer,
  headers: Record<string, string>,
  bytesPerSecond: number,
): Promise<{ status: number; body: string }> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const lines = [
    `POST ${IMPORTS_URL} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    `Content-Length: ${payload.length}`,
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  const chunk = Math.round(bytesPerSecond / 10);
  for (let offset = 0; offset < payload.length && !socket.destroyed; offset += chunk) {
    socket.write(payload.subarray(offset, offset + chunk));
    await sleep(100);
  }
  await closed;
  const [head = '', body = ''] = received.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body };
}
