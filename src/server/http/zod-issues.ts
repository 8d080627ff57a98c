import type { FieldIssue } from '@server/errors';

interface IssueLike {
  code?: string;
  message: string;
  path: string;
  params?: Record<string, unknown>;
}

/*
 * Our schemas carry translation keys as messages. Issues zod raises on its own
 * (a missing field, a wrong type, an unknown field) get the spec's generic
 * wording, so they too can be translated.
 */
export function toFieldIssue(issue: IssueLike): FieldIssue {
  const params = issue.params ?? {};
  if (issue.message.startsWith('validation:')) return { path: issue.path, message: issue.message };
  switch (issue.code) {
    case 'invalid_type': {
      const [, expected = 'value', received = 'value'] = /expected (\w+), received (\w+)/.exec(issue.message) ?? [];
      if (received === 'undefined') return { path: issue.path, message: 'validation:required' };
      return { path: issue.path, message: 'validation:invalidType', params: { expected, received } };
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.join(', ') : '';
      return { path: issue.path, message: 'validation:unknownField', params: { field: keys } };
    }
    case 'too_small': {
      const minimum = Number(params.minimum ?? 0);
      const key = params.origin === 'string' ? 'validation:tooShort' : 'validation:tooSmall';
      return { path: issue.path, message: key, params: { minimum } };
    }
    case 'invalid_format':
      return {
        path: issue.path,
        message: params.format === 'email' ? 'validation:emailInvalid' : 'validation:invalidInput',
      };
    default:
      return { path: issue.path, message: 'validation:invalidInput' };
  }
}
