import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_SORT_DIRECTION,
  type RegistryFilter,
  type SearchTerm,
  type SortDirection,
} from '@domain/registry-search';
import { beneficiaries } from '@server/db/schema';
import { searchableName } from './queries';

interface OrderKey {
  expression: SQL;
  direction: SortDirection;
  nulls?: 'first' | 'last';
}

const opposite = (direction: SortDirection): SortDirection => (direction === 'asc' ? 'desc' : 'asc');

/** One ORDER BY term; reversed, it lists the same rows in exactly the opposite order (NULLs included). */
function orderTerm({ expression, direction, nulls }: OrderKey, reversed: boolean): SQL {
  const dir = reversed ? opposite(direction) : direction;
  const nullsAt = nulls && (reversed ? (nulls === 'first' ? 'last' : 'first') : nulls);
  return sql`${expression} ${sql.raw(dir)}${sql.raw(nullsAt ? ` nulls ${nullsAt}` : '')}`;
}

function orderKeys(filter: RegistryFilter, term: SearchTerm | null): OrderKey[] {
  if (!filter.sort && term?.kind === 'name') {
    return [
      { expression: sql`word_similarity(${term.text}, ${searchableName})`, direction: 'desc' },
      { expression: sql`${beneficiaries.id}`, direction: 'asc' },
    ];
  }
  const sort = filter.sort ?? 'registered';
  const direction = filter.direction ?? DEFAULT_SORT_DIRECTION[sort];
  const tieBreak: OrderKey = { expression: sql`${beneficiaries.id}`, direction: opposite(direction) };
  switch (sort) {
    // The indexes hold created_at DESC NULLS LAST: the same words (or their exact reverse) let a page read
    // ten index entries instead of sorting the table, although created_at is never null.
    case 'registered':
      return [
        { expression: sql`${beneficiaries.createdAt}`, direction, nulls: direction === 'desc' ? 'last' : 'first' },
        tieBreak,
      ];
    case 'name':
      return [
        { expression: sql`lower(${beneficiaries.lastName})`, direction },
        { expression: sql`lower(${beneficiaries.firstName})`, direction },
        tieBreak,
      ];
    case 'progresId':
      return [{ expression: sql`${beneficiaries.progresId}`, direction, nulls: 'last' }, tieBreak];
    case 'vulnerability':
      return [{ expression: sql`${beneficiaries.vulnerabilityScore}`, direction, nulls: 'last' }, tieBreak];
  }
}

/**
 * ORDER BY for the list, id breaking ties so pages never overlap. `reversed`
 * lists the same people from the last to the first, so a page near the end is
 * read from the end (see page-window.ts) instead of skipping every row before it.
 */
export function registryOrder(filter: RegistryFilter, term: SearchTerm | null, { reversed = false } = {}): SQL[] {
  return orderKeys(filter, term).map((key) => orderTerm(key, reversed));
}
