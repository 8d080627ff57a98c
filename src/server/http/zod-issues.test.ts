import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpFields } from '@domain/auth-schemas';
import { toFieldIssue } from './zod-issues';

/** Runs a schema and maps its issues the way the auth routes do. */
function fieldIssues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    toFieldIssue({ code: issue.code, message: issue.message, path: issue.path.join('.'), params: { ...issue } }),
  );
}

describe('toFieldIssue', () => {
  it('keeps our own translation keys', () => {
    expect(fieldIssues(z.object({ firstName: signUpFields.shape.firstName }), { firstName: 'A' })).toEqual([
      { path: 'firstName', message: 'validation:firstNameMin' },
    ]);
  });

  it('turns a missing field into Required', () => {
    expect(fieldIssues(z.object({ name: z.string() }), {})).toEqual([{ path: 'name', message: 'validation:required' }]);
  });

  it('names the expected and received types of a wrong type', () => {
    expect(fieldIssues(z.object({ age: z.number() }), { age: 'ten' })).toEqual([
      { path: 'age', message: 'validation:invalidType', params: { expected: 'number', received: 'string' } },
    ]);
  });

  it('lists unknown fields', () => {
    expect(fieldIssues(z.strictObject({ a: z.string() }), { a: 'x', isAdmin: true, status: 'active' })).toEqual([
      { path: '', message: 'validation:unknownField', params: { field: 'isAdmin, status' } },
    ]);
  });

  it('tells strings that are too short from numbers that are too small', () => {
    expect(fieldIssues(z.object({ s: z.string().min(3) }), { s: 'ab' })).toEqual([
      { path: 's', message: 'validation:tooShort', params: { minimum: 3 } },
    ]);
    expect(fieldIssues(z.object({ n: z.number().min(1) }), { n: 0 })).toEqual([
      { path: 'n', message: 'validation:tooSmall', params: { minimum: 1 } },
    ]);
  });

  it('maps a bad e-mail format to the spec message and other formats to Invalid input', () => {
    expect(fieldIssues(z.object({ e: z.email() }), { e: 'nope' })).toEqual([
      { path: 'e', message: 'validation:emailInvalid' },
    ]);
    expect(fieldIssues(z.object({ u: z.url() }), { u: 'nope' })).toEqual([
      { path: 'u', message: 'validation:invalidInput' },
    ]);
  });

  it('joins nested paths with dots', () => {
    expect(fieldIssues(z.object({ a: z.object({ b: z.array(z.string()) }) }), { a: { b: ['x', 1] } })).toEqual([
      { path: 'a.b.1', message: 'validation:invalidType', params: { expected: 'string', received: 'number' } },
    ]);
  });

  it('falls back to Invalid input for anything else', () => {
    expect(toFieldIssue({ code: 'custom', message: 'whatever', path: 'x' })).toEqual({
      path: 'x',
      message: 'validation:invalidInput',
    });
    expect(toFieldIssue({ code: 'invalid_type', message: 'no detail', path: 'x' })).toEqual({
      path: 'x',
      message: 'validation:invalidType',
      params: { expected: 'value', received: 'value' },
    });
  });
});
