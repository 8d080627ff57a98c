import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationForm, WizardStep } from '@domain/programme-application';
import { forgetDraft, keepDraft, readDraft } from '@web/lib/device-store/drafts';
import type { DraftRecord } from '@web/lib/device-store/records';
import { hasTypedSomething } from '@web/lib/device-store/records';
import { useDebouncedKeeper } from '@web/lib/device-store/use-debounced-keeper';
import type { WizardStart, WizardValues } from './form-values';

/** The wizard on this device: one per person, the application they were last typing. */
const KEPT_WIZARD = 'application-wizard';

export interface KeptWizard {
  /** The server draft the answers belong to, once one was made; null while none could be saved. */
  draftId: string | null;
  step: WizardStep;
  values: WizardValues;
}

export function readKeptWizard(userId: string): Promise<DraftRecord<KeptWizard> | null> {
  return readDraft<KeptWizard>(userId, KEPT_WIZARD);
}

export function forgetKeptWizard(userId: string): Promise<void> {
  return forgetDraft(userId, KEPT_WIZARD);
}

export function startFromKept(kept: KeptWizard): WizardStart {
  return { draftId: kept.draftId, step: kept.step, values: kept.values };
}

/**
 * Keeps the wizard's answers, step and draft on this device as they are typed and at each move, so a
 * closed tab, a reload or a night offline loses nothing. Only once a programme is chosen or something
 * typed: an opened and closed wizard is not a draft.
 */
export function useKeptWizard(
  userId: string | null,
  form: UseFormReturn<ApplicationForm>,
  step: WizardStep,
  currentDraftId: () => string | null,
) {
  const keeper = useDebouncedKeeper(() => {
    const values = form.getValues();
    if (!userId || !values.programId || !hasTypedSomething(values)) return;
    const kept: KeptWizard = { draftId: currentDraftId(), step, values };
    keepDraft(userId, KEPT_WIZARD, kept).catch(() => undefined);
  });

  useEffect(() => {
    const subscription = form.watch(() => keeper.schedule());
    return () => subscription.unsubscribe();
  }, [form, keeper]);

  // A move to another step is kept at once: it is the moment a dropped connection loses a save.
  useEffect(() => {
    keeper.schedule();
    keeper.flush();
  }, [step, keeper]);

  return {
    /** Once the server or the outbox has the application, the device copy goes. */
    forget: () => {
      keeper.cancel();
      if (userId) void forgetKeptWizard(userId).catch(() => undefined);
    },
  };
}
