import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { deviceCopyWins } from '@web/lib/device-store/records';
import { isOnline } from '@web/lib/online-status';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { applicationQuery } from './api/get-application';
import { continueDraft, newApplication, type WizardStart } from './wizard/form-values';
import { readKeptWizard, startFromKept } from './wizard/kept-wizard';

/**
 * Opens the wizard for a new application or a draft, and on closing puts focus
 * back on the button that opened it (the wizard is unmounted, so the dialog
 * cannot), or on `fallback` when that button is gone (a draft just submitted).
 */
export function useWizardOpener(fallback: RefObject<HTMLElement | null>) {
  const { t, i18n } = useTranslation('device');
  const userId = useSession().user?.id ?? null;
  const queryClient = useQueryClient();
  const [start, setStart] = useState<WizardStart | null>(null);
  const [continuingId, setContinuingId] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  /** What this person was typing on this phone, if it is for `matches` (a tab closed, a reload, offline). */
  async function keptOnPhone(matches: (kept: { draftId: string | null; programId?: string }) => boolean) {
    if (!userId) return null;
    const record = await readKeptWizard(userId).catch(() => null);
    if (!record || !matches({ draftId: record.value.draftId, programId: record.value.values.programId })) return null;
    return record;
  }

  async function openNew(programId?: string) {
    rememberOpener();
    const kept = await keptOnPhone((k) => !programId || k.programId === programId);
    if (kept && isOnline()) toast.info(t('restored'));
    setStart(kept ? startFromKept(kept.value) : newApplication(programId));
  }

  /** The application kept on this phone, from the notice on the list. */
  async function openKept() {
    rememberOpener();
    const kept = await keptOnPhone(() => true);
    if (kept) setStart(startFromKept(kept.value));
  }

  async function openDraft(id: string) {
    rememberOpener();
    setContinuingId(id);
    try {
      const kept = await keptOnPhone((k) => k.draftId === id);
      // Always the latest answers: the draft may have been saved moments ago (here or on another phone).
      const draft = await queryClient
        .fetchQuery({ ...applicationQuery(id, i18n.language), staleTime: 0 })
        .catch((error: unknown) => {
          if (kept) return null;
          throw error;
        });
      if (kept && (!draft || deviceCopyWins(kept, draft.updatedAt))) {
        if (isOnline()) toast.info(t('restored'));
        setStart(startFromKept(kept.value));
        return;
      }
      if (draft) setStart(continueDraft(draft));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setContinuingId(null);
    }
  }

  function close() {
    setStart(null);
    requestAnimationFrame(() => (opener.current?.isConnected ? opener.current : fallback.current)?.focus());
  }

  return {
    start,
    continuingId,
    openNew: (programId?: string) => void openNew(programId),
    openKept: () => void openKept(),
    openDraft: (id: string) => void openDraft(id),
    close,
  };
}
