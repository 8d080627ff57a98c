import type { FastifyInstance } from 'fastify';
import { AppError } from '@server/errors';

const NUL_CHARACTER_MESSAGE = 'validation:invalidCharacter';

/**
 * The dotted path of the first string (or object key) holding U+0000, '' for
 * the value itself, or null when there is none. Walks with its own stack, so a
 * deeply nested body cannot overflow the call stack.
 */
export function findNulCharacter(value: unknown, path = ''): string | null {
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [current, currentPath] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return currentPath;
      continue;
    }
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    const children: [unknown, string][] = [];
    for (const [key, child] of Object.entries(current)) {
      const childPath = currentPath ? `${currentPath}.${key}` : key;
      if (key.includes('\u0000')) return childPath;
      children.push([child, childPath]);
    }
    // Reversed onto the stack, so fields are looked at in their order.
    pending.push(...children.reverse());
  }
  return null;
}

function nulCharacterError(path: string): AppError {
  return new AppError('validation', NUL_CHARACTER_MESSAGE, { fields: [{ path, message: NUL_CHARACTER_MESSAGE }] });
}

/** For values read outside the routes' schemas, such as multipart fields and file names. */
export function refuseNulCharacter(value: unknown): void {
  const found = findNulCharacter(value);
  if (found !== null) throw nulCharacterError(found);
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, and no person types it: a
 * value holding one is refused here, once for every route (better-auth's
 * included), before any schema or query sees it, instead of failing deep in a
 * statement. Path ids, query parameters and JSON bodies are all checked.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const found = findNulCharacter(input);
      if (found !== null) throw nulCharacterError(found);
    }
  });
}
