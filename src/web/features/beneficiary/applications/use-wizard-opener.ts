import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { applicationQuery } from './api/get-application';
import { continueDraft, newApplication, type WizardStart } from './wizard/form-values';

/**
 * Opens the wizard for a new application or a draft, and on closing puts focus
 * back on the button that opened it (the wizard is unmounted, so the dialog
 * cannot), or on `fallback` when that button is gone (a draft just submitted).
 */
export function useWizardOpener(fallback: RefObject<HTMLElement | null>) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [start, setStart] = useState<WizardStart | null>(null);
  const [continuingId, setContinuingId] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  function openNew(programId?: string) {
    rememberOpener();
    setStart(newApplication(programId));
  }

  async function openDraft(id: string) {
    rememberOpener();
    setContinuingId(id);
    try {
      // Always the latest answers: the draft may have been saved moments ago.
      const draft = await queryClient.fetchQuery({ ...applicationQuery(id, i18n.language), staleTime: 0 });
      setStart(continueDraft(draft));
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

  return { start, continuingId, openNew, openDraft: (id: string) => void openDraft(id), close };
}
