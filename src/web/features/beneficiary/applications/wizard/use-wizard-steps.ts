import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STEP_FIELDS, type ApplicationForm, type WizardStep } from '@domain/programme-application';
import { ApiError, errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { draftDataOf, type WizardStart } from './form-values';
import { useDraftSaver } from './use-draft-saver';

const STEPS: WizardStep[] = [1, 2, 3];

/** The first step holding an error: submitting a resumed draft can reveal one on an earlier step. */
export function firstStepWithError(errors: FieldErrors<ApplicationForm>): WizardStep {
  return STEPS.find((step) => STEP_FIELDS[step].some((field) => errors[field])) ?? 3;
}

/**
 * Moving through the wizard. Every move saves the answers as a draft, so a
 * person who leaves half-way finds them under Drafts. Going forward checks
 * the step first; a refusal from the server (this programme is taken) keeps
 * the person where they are, while a lost connection does not stop them.
 */
export function useWizardSteps(form: UseFormReturn<ApplicationForm>, start: WizardStart) {
  const { t } = useTranslation('applications');
  const [step, setStep] = useState<WizardStep>(start.step);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const saver = useDraftSaver(start.draftId);

  const saveAt = (at: WizardStep) =>
    saver.save({ programId: form.getValues('programId'), step: at, data: draftDataOf(form.getValues()) });

  async function next() {
    setProblem(null);
    if (!(await form.trigger(STEP_FIELDS[step], { shouldFocus: true }))) return;
    const to = (step + 1) as WizardStep;
    setSaving(true);
    try {
      await saveAt(to);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        setProblem(errorMessage(error));
        return;
      }
    } finally {
      setSaving(false);
    }
    setStep(to);
  }

  function back() {
    setProblem(null);
    const to = (step - 1) as WizardStep;
    void saveAt(to).catch(() => undefined);
    setStep(to);
  }

  /** Leaving before submitting keeps what was typed, once a programme is chosen. */
  function saveOnLeave() {
    if (!form.getValues('programId')) return;
    saveAt(step).then(
      () => toast.info(t('wizard.draftSaved')),
      (error: unknown) => toast.error(t('wizard.draftSaveFailed', { message: errorMessage(error) })),
    );
  }

  return { step, setStep, saving, problem, setProblem, next, back, saveOnLeave, settledDraftId: saver.settledDraftId };
}
