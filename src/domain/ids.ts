const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path parameter can be a record id at all. Services answer 404 for
 * anything else before it reaches the database (where it would be a type error).
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
