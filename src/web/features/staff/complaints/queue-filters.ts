import { FEEDBACK_CATEGORIES, FEEDBACK_KINDS, FEEDBACK_PRIORITIES } from '@domain/feedback';
import { FEEDBACK_QUEUE_VIEWS, type FeedbackQueueFilters } from '@domain/feedback-handling';

/** The filters live in the address, so going back from a case finds the queue as it was left. */
function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function filtersFromParams(params: URLSearchParams): { filters: FeedbackQueueFilters; page: number } {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    filters: {
      status: oneOf(FEEDBACK_QUEUE_VIEWS, params.get('status')) ?? 'open',
      kind: oneOf(FEEDBACK_KINDS, params.get('kind')),
      category: oneOf(FEEDBACK_CATEGORIES, params.get('category')),
      priority: oneOf(FEEDBACK_PRIORITIES, params.get('priority')),
      overdue: params.get('overdue') === 'true' || undefined,
      assignedToMe: params.get('assignedToMe') === 'true' || undefined,
      awaitingReply: params.get('awaitingReply') === 'true' || undefined,
      reference: params.get('reference')?.trim() || undefined,
    },
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function paramsFromFilters(filters: FeedbackQueueFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === false || (key === 'status' && value === 'open')) continue;
    params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  return params;
}
