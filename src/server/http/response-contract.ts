import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

type RouteResponseSchema = $ZodType | { properties: $ZodType };

/**
 * An answer that breaks its route's declared contract: a field the schema does
 * not declare (zod would strip it without a word) or a declared field that is
 * missing or of the wrong kind.
 */
export class ResponseContractError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly problems: string[],
  ) {
    super(`The answer of ${method} ${url} breaks its response schema: ${problems.join('; ')}`);
    this.name = 'ResponseContractError';
  }
}

/**
 * The serializer of every route's response schema. In production it is the
 * type provider's own (encode, strip what the schema does not declare, stringify).
 * Strict (tests and development) it first refuses an answer whose fields and
 * schema disagree in either direction, so that every API test is also a
 * contract test and a field added on one side only is found before it ships.
 */
export function responseSerializerCompiler(options: {
  strict: boolean;
}): FastifySerializerCompiler<RouteResponseSchema> {
  if (!options.strict) return serializerCompiler;
  return (route) => {
    const serialize = serializerCompiler(route);
    const schema = resolveSchema(route.schema);
    return (data) => {
      const problems = contractProblems(schema, data);
      if (problems.length > 0) {
        const error = new ResponseContractError(route.method, route.url, problems);
        // A test sees a bare 500; the reason belongs where the developer is looking.
        console.error(error.message);
        throw error;
      }
      return serialize(data);
    };
  };
}

function resolveSchema(schema: RouteResponseSchema): $ZodType {
  return schema instanceof $ZodType ? schema : schema.properties;
}

/** Every way `value` breaks `schema`: zod's own issues, then every key the schema does not declare. */
export function contractProblems(schema: $ZodType, value: unknown): string[] {
  const encoded = safeEncode(schema, value);
  if (!encoded.success) {
    return encoded.error.issues.map((issue) => `${formatPath(issue.path) || '(root)'}: ${issue.message}`);
  }
  return undeclaredKeys(schema, value, '').map((path) => `${path}: not declared in the schema`);
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => joinPath(text, key), '');
}

function joinPath(path: string, key: PropertyKey): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${String(key)}` : String(key);
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The paths in `value` that `schema` does not declare, walking the schema as
 * zod's encoder would. `value` already encodes without issues, so only its
 * shape is in question here.
 */
function undeclaredKeys(schema: $ZodType, value: unknown, path: string): string[] {
  // Each kind of schema keeps its parts under its own names; read them by kind below.
  const def = schema._zod.def as unknown as { type: string } & Record<string, unknown>;
  switch (def.type) {
    case 'object': {
      if (!isPlainRecord(value)) return [];
      const shape = def.shape as Record<string, $ZodType>;
      const catchall = def.catchall as $ZodType | undefined;
      return Object.keys(value).flatMap((key) => {
        const field = Object.hasOwn(shape, key) ? shape[key] : catchall;
        const fieldPath = joinPath(path, key);
        if (!field) return value[key] === undefined ? [] : [fieldPath];
        return undeclaredKeys(field, value[key], fieldPath);
      });
    }
    case 'array': {
      if (!Array.isArray(value)) return [];
      const element = def.element as $ZodType;
      return value.flatMap((item, index) => undeclaredKeys(element, item, joinPath(path, index)));
    }
    case 'tuple': {
      if (!Array.isArray(value)) return [];
      const items = def.items as readonly $ZodType[];
      const rest = def.rest as $ZodType | null;
      return value.flatMap((item, index) => {
        const itemSchema = items[index] ?? rest;
        return itemSchema ? undeclaredKeys(itemSchema, item, joinPath(path, index)) : [];
      });
    }
    case 'record': {
      if (!isPlainRecord(value)) return [];
      const valueType = def.valueType as $ZodType;
      return Object.keys(value).flatMap((key) => undeclaredKeys(valueType, value[key], joinPath(path, key)));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      if (value === undefined || (value === null && def.type === 'nullable')) return [];
      return undeclaredKeys(def.innerType as $ZodType, value, path);
    case 'lazy':
      return undeclaredKeys((def.getter as () => $ZodType)(), value, path);
    case 'pipe':
      // The answer is the pipe's output; a one-way transform cannot be encoded and zod has already said so.
      return undeclaredKeys(def.out as $ZodType, value, path);
    case 'union':
      return unionUndeclaredKeys(def.options as readonly $ZodType[], value, path);
    case 'intersection': {
      // A key is declared when either side declares it.
      const right = new Set(undeclaredKeys(def.right as $ZodType, value, path));
      return undeclaredKeys(def.left as $ZodType, value, path).filter((key) => right.has(key));
    }
    default:
      return [];
  }
}

/**
 * The option the answer was meant as: the one, of those that encode it, that
 * leaves the fewest keys undeclared (none, when the answer is right).
 */
function unionUndeclaredKeys(options: readonly $ZodType[], value: unknown, path: string): string[] {
  let closest: string[] | undefined;
  for (const option of options) {
    if (!safeEncode(option, value).success) continue;
    const undeclared = undeclaredKeys(option, value, path);
    if (undeclared.length === 0) return [];
    if (!closest || undeclared.length < closest.length) closest = undeclared;
  }
  return closest ?? [];
}
