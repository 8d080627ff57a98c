import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Africa's Talking's SMS API as its documentation
 * describes it: POST /version1/messaging with a form body (username, to,
 * message, from) and the key in an `apiKey` header, answered with one status
 * per recipient. What it does for a number is set per test.
 */

/** How the fake treats messages to one number. */
export type FakeRecipientBehaviour =
  | { kind: 'accept' }
  /** A recipient status code other than success, e.g. 403 (invalid number) or 405 (no credit). */
  | { kind: 'status'; statusCode: number; status: string }
  /** The gateway answers 500 and sends nothing. */
  | { kind: 'server_error' }
  /** The gateway never answers. */
  | { kind: 'no_answer' };

export interface FakeSms {
  messageId: string;
  username: string;
  to: string;
  message: string;
  from: string | null;
}

export interface FakeAfricasTalking {
  baseUrl: string;
  username: string;
  apiKey: string;
  /** Every message the gateway took, in order. */
  sent: FakeSms[];
  /** Every request that reached it, taken or not. */
  requests: number;
  behave(number: string, behaviour: FakeRecipientBehaviour): void;
  close(): Promise<void>;
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeAfricasTalking(
  credentials: { username: string; apiKey: string } = { username: 'sandbox', apiKey: randomBytes(24).toString('hex') },
): Promise<FakeAfricasTalking> {
  const behaviours = new Map<string, FakeRecipientBehaviour>();
  const sent: FakeSms[] = [];
  const fake = { requests: 0 };
  const server = http.createServer((request, response) => {
    void (async () => {
      fake.requests += 1;
      if (request.method !== 'POST' || request.url !== '/version1/messaging') return answer(response, 404, {});
      if (request.headers.apikey !== credentials.apiKey)
        return answer(response, 401, 'The supplied authentication is invalid');
      const form = new URLSearchParams(await readBody(request));
      if (form.get('username') !== credentials.username) return answer(response, 401, 'Invalid username');
      const to = form.get('to') ?? '';
      const behaviour = behaviours.get(to) ?? { kind: 'accept' };
      if (behaviour.kind === 'no_answer') return; // The connection stays open until the client gives up.
      if (behaviour.kind === 'server_error') return answer(response, 500, 'Internal Server Error');
      if (behaviour.kind === 'status') {
        return answer(response, 201, {
          SMSMessageData: {
            Message: 'Sent to 0/1 Total Cost: 0',
            Recipients: [
              { statusCode: behaviour.statusCode, number: to, status: behaviour.status, cost: '0', messageId: 'None' },
            ],
          },
        });
      }
      const messageId = `ATXid_${randomBytes(12).toString('hex')}`;
      sent.push({
        messageId,
        username: form.get('username')!,
        to,
        message: form.get('message') ?? '',
        from: form.get('from'),
      });
      return answer(response, 201, {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: KES 0.8000',
          Recipients: [{ statusCode: 101, number: to, status: 'Success', cost: 'KES 0.8000', messageId }],
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    ...credentials,
    sent,
    get requests() {
      return fake.requests;
    },
    behave: (number, behaviour) => behaviours.set(number, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
