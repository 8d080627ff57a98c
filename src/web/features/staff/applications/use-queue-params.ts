import { useMemo } from 'react';
import { REVIEW_STATUSES } from '@domain/application-review';
import { CAMPS } from '@domain/beneficiary-profile';
import { MAX_PRIORITY_SCORE } from '@domain/priority-score';
import { oneOf, useSearchParamState } from '@web/lib/use-search-param-state';
import type { QueueFilters } from './api/get-applications';

export type FilterName = keyof QueueFilters | 'page';

function score(value: string | null): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= MAX_PRIORITY_SCORE ? number : undefined;
}

/**
 * The queue's filters and page live in the query string, so coming back from an
 * application finds the queue as it was left. Hand-edited values the API would
 * refuse are dropped.
 */
export function useQueueParams() {
  const { params, page, setParams } = useSearchParamState<keyof QueueFilters>();
  const filters = useMemo<QueueFilters>(() => {
    const programme = params.get('programme');
    return {
      programme: programme && programme.length <= 60 ? programme : undefined,
      status: oneOf(REVIEW_STATUSES, params.get('status')),
      minPriority: score(params.get('minPriority')),
      maxPriority: score(params.get('maxPriority')),
      camp: oneOf(CAMPS, params.get('camp')),
      assignedToMe: params.get('assignedToMe') === 'true' || undefined,
    };
  }, [params]);
  return { filters, page, setParams };
}
