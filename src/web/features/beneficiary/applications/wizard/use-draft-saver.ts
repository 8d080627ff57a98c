import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ApplicationDetail, SaveDraftInput } from '@domain/programme-application';
import { DASHBOARD_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';
import { APPLICATIONS_KEY } from '../api/query-keys';
import { saveDraft } from '../api/save-draft';

/**
 * Saves the wizard as a draft, one save after another: the first creates the
 * draft and later ones must know its id, so they never race each other.
 */
export function useDraftSaver(initialDraftId: string | null) {
  const queryClient = useQueryClient();
  const draftId = useRef(initialDraftId);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const save = useCallback(
    (input: SaveDraftInput): Promise<ApplicationDetail> => {
      const run = async () => {
        const saved = await saveDraft(draftId.current, input);
        draftId.current = saved.id;
        void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
        return saved;
      };
      const next = queue.current.then(run, run);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [queryClient],
  );

  /** The draft's id once every save so far has finished (null if none succeeded). */
  const settledDraftId = useCallback(async () => {
    await queue.current;
    return draftId.current;
  }, []);

  /** The draft's id as known now (kept on the device with the answers, so a reopened tab saves into it). */
  const currentDraftId = useCallback(() => draftId.current, []);

  return { save, settledDraftId, currentDraftId };
}
