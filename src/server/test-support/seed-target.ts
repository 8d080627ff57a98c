import { randomInt } from 'node:crypto';
import type { Database } from '@server/db/client';
import type { TestApp } from './test-app';

/*
 * What the schema builders write to: the test app (its request database) or a
 * Drizzle database a test already holds. Their random parts keep each row
 * unique, so test files sharing one PostgreSQL never collide.
 */
export type SeedTarget = TestApp | Database;

export function databaseOf(target: SeedTarget): Database {
  return 'app' in target ? target.database.db : target;
}

/** `count` random capital letters. */
export function randomLetters(count: number): string {
  return Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join('');
}

/** A random Safaricom number in E.164 (+2547 and eight digits). */
export function uniquePhone(): string {
  return `+2547${String(randomInt(1e8)).padStart(8, '0')}`;
}
