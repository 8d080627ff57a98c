import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contractProblems, ResponseContractError, responseSerializerCompiler } from './response-contract';

const thingsSchema = z.object({
  items: z.array(z.object({ id: z.string(), note: z.string().nullable() })),
  total: z.number(),
});

/** A one-route app answering `answer` under `thingsSchema`, and the error its serializer threw, if any. */
async function answerWith(answer: unknown, strict: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ strict }));
  let thrown: unknown;
  app.setErrorHandler((error, _request, reply) => {
    thrown = error;
    return reply.status(500).type('text/plain').send('internal');
  });
  app.get('/things', { schema: { response: { 200: thingsSchema } } }, () => answer as z.infer<typeof thingsSchema>);
  const response = await app.inject({ method: 'GET', url: '/things' });
  await app.close();
  return { response, thrown };
}

describe('response contract', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses, when strict, an answer with a field its schema does not declare, naming the route and the path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { response, thrown } = await answerWith(
      {
        items: [
          { id: 'a', note: null },
          { id: 'b', note: 'x', secret: 'ssh' },
        ],
        total: 2,
        extra: 1,
      },
      true,
    );
    expect(response.statusCode).toBe(500);
    expect(thrown).toBeInstanceOf(ResponseContractError);
    const error = thrown as ResponseContractError;
    expect(error.problems).toEqual([
      'items[1].secret: not declared in the schema',
      'extra: not declared in the schema',
    ]);
    expect(error.message).toContain('GET /things');
    expect(console.error).toHaveBeenCalledWith(error.message);
  });

  it('refuses, when strict, an answer that lacks a declared field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { response, thrown } = await answerWith({ items: [{ id: 'a' }], total: 1 }, true);
    expect(response.statusCode).toBe(500);
    expect((thrown as ResponseContractError).problems).toEqual([expect.stringMatching(/^items\[0\]\.note: /)]);
  });

  it('sends an answer that matches its schema exactly', async () => {
    const answer = { items: [{ id: 'a', note: null }], total: 1 };
    const { response, thrown } = await answerWith(answer, true);
    expect(thrown).toBeUndefined();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(answer);
  });

  it('in production strips an undeclared field without a word, as the type provider does', async () => {
    const { response, thrown } = await answerWith({ items: [{ id: 'a', note: 'n', secret: 's' }], total: 1 }, false);
    expect(thrown).toBeUndefined();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [{ id: 'a', note: 'n' }], total: 1 });
  });

  it('in production still refuses an answer that lacks a declared field', async () => {
    const { response, thrown } = await answerWith({ items: [], total: 'none' }, false);
    expect(response.statusCode).toBe(500);
    expect(thrown).not.toBeInstanceOf(ResponseContractError);
  });

  it('walks optional, nullable, default, records, pipes and lazy schemas', () => {
    const node: z.ZodType<{ name: string; children: { name: string }[] }> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(node) }),
    );
    const schema = z.object({
      maybe: z.object({ a: z.number() }).optional(),
      nothing: z.object({ a: z.number() }).nullable(),
      counts: z.record(z.string(), z.object({ n: z.number() })),
      piped: z.object({ a: z.number() }).pipe(z.object({ a: z.number(), b: z.number().default(0) })),
      tree: node,
    });
    const value = {
      maybe: { a: 1, x: 1 },
      nothing: null,
      counts: { dadaab: { n: 1, y: 2 } },
      piped: { a: 1, b: 2, z: 3 },
      tree: { name: 'root', children: [{ name: 'leaf', children: [], w: 4 }] },
    };
    expect(contractProblems(schema, value)).toEqual([
      'maybe.x: not declared in the schema',
      'counts.dadaab.y: not declared in the schema',
      'piped.z: not declared in the schema',
      'tree.children[0].w: not declared in the schema',
    ]);
  });

  it('judges a union member by the option it fits best', () => {
    const schema = z.union([z.object({ kind: z.string() }), z.object({ kind: z.string(), amount: z.number() })]);
    expect(contractProblems(schema, { kind: 'cash', amount: 5 })).toEqual([]);
    expect(contractProblems(schema, { kind: 'cash', amount: 5, extra: 1 })).toEqual([
      'extra: not declared in the schema',
    ]);
    const tagged = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('cash'), amount: z.number() }),
      z.object({ kind: z.literal('voucher'), code: z.string() }),
    ]);
    expect(contractProblems(tagged, { kind: 'voucher', code: 'V1', amount: 5 })).toEqual([
      'amount: not declared in the schema',
    ]);
  });

  it('accepts keys declared by either side of an intersection, and any key of a loose object', () => {
    const schema = z.intersection(z.object({ a: z.number() }), z.object({ b: z.number() }));
    expect(contractProblems(schema, { a: 1, b: 2 })).toEqual([]);
    expect(contractProblems(schema, { a: 1, b: 2, c: 3 })).toEqual(['c: not declared in the schema']);
    expect(contractProblems(z.looseObject({ a: z.number() }), { a: 1, c: 3 })).toEqual([]);
  });
});
