import { useState } from 'react';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryDocument } from '@domain/documents';
import { STEP_FIELDS, type ApplicationForm, type WizardStep } from '@domain/programme-application';
import type { ApplicationFieldIssue } from '@domain/programmes/application-answers';
import type { OfferedProgramme } from '@domain/programmes/programme-views';
import { ApiError, errorMessage } from '@web/lib/api';
import { isOnline } from '@web/lib/online-status';
import { isNetworkFailure } from '@web/lib/outbox/network-failure';
import { toast } from '@web/lib/toast';
import { draftDataOf, type WizardStart } from './form-values';
import { answerProblems, answersForProgramme, documentProblems, documentsForProgramme } from './programme-answers';
import { useDraftSaver } from './use-draft-saver';

const STEPS: WizardStep[] = [1, 2, 3];

/** What went wrong on sending, and the reasons given that belong to no field (rules no longer met). */
export interface WizardProblem {
  message: string;
  reasons: string[];
}

/** The first step holding an error: submitting a resumed draft can reveal one on an earlier step. */
export function firstStepWithError(errors: FieldErrors<ApplicationForm>): WizardStep {
  return STEPS.find((step) => STEP_FIELDS[step].some((field) => errors[field])) ?? 3;
}

/** A required document type with nothing chosen is shown at that type's picker (a root error of the form). */
export const documentErrorKey = (type: string) => `root.document-${type}` as const;

/**
 * Puts problems found against the programme (here or by the server) at their fields: an answer at
 * `answers.<id>`, a required document at its picker. Returns the problems that belong to no field.
 */
export function showProgrammeIssues(
  form: UseFormReturn<ApplicationForm>,
  issues: readonly ApplicationFieldIssue[],
  focus: boolean,
): ApplicationFieldIssue[] {
  const unplaced: ApplicationFieldIssue[] = [];
  issues.forEach((issue, index) => {
    const shouldFocus = focus && index === 0;
    if (issue.path.startsWith('answers.')) {
      form.setError(
        issue.path as Path<ApplicationForm>,
        { type: 'programme', message: issue.message },
        { shouldFocus },
      );
    } else if (issue.path.startsWith('documents.')) {
      form.setError(documentErrorKey(issue.path.slice('documents.'.length)), {
        type: 'programme',
        message: issue.message,
      });
    } else {
      unplaced.push(issue);
    }
  });
  return unplaced;
}

interface ProgrammeContext {
  programme: OfferedProgramme | null;
  /** The person's documents once loaded: a draft keeps the chosen ones as they are until then. */
  myDocuments: readonly BeneficiaryDocument[] | undefined;
}

/**
 * Moving through the wizard. Every move saves the answers as a draft, so a
 * person who leaves half-way finds them under Drafts. Going forward checks
 * the step first (step 2 also against the programme's own questions); a
 * refusal from the server (this programme is taken) keeps the person where
 * they are, while a lost connection does not stop them: the answers are kept
 * on the phone (see kept-wizard.ts) and the person is told so.
 */
export function useWizardSteps(form: UseFormReturn<ApplicationForm>, start: WizardStart, context: ProgrammeContext) {
  const { t } = useTranslation(['applications', 'device']);
  const [step, setStep] = useState<WizardStep>(start.step);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<WizardProblem | null>(null);
  // Said in the wizard itself, not only in a toast: offline, the toast's own code may not load.
  const [keptOffline, setKeptOffline] = useState(false);
  const saver = useDraftSaver(start.draftId);
  const { programme, myDocuments } = context;

  /** The programme's answers and documents as they are sent: only what this programme asks for. */
  function programmeParts(values: Partial<ApplicationForm>) {
    if (!programme) return {};
    return {
      answers: answersForProgramme(programme.questions, values.answers),
      documentIds: myDocuments
        ? documentsForProgramme(programme.requiredDocumentTypes, values.documentIds, myDocuments)
        : values.documentIds,
    };
  }

  const saveAt = (at: WizardStep) => {
    const values = form.getValues();
    return saver.save({ programId: values.programId, step: at, data: draftDataOf(values, programmeParts(values)) });
  };

  /** The programme's own checks before leaving a step: its questions on step 2, its documents on step 3. */
  function programmeIssuesAt(at: WizardStep): ApplicationFieldIssue[] {
    if (!programme) return [];
    const values = form.getValues();
    if (at === 2) return answerProblems(programme.questions, values.answers);
    if (at === 3 && myDocuments) {
      return documentProblems(programme.requiredDocumentTypes, values.documentIds, myDocuments);
    }
    return [];
  }

  async function next() {
    setProblem(null);
    const stepValid = await form.trigger(STEP_FIELDS[step], { shouldFocus: true });
    const issues = programmeIssuesAt(step);
    if (stepValid && issues.length > 0) showProgrammeIssues(form, issues, true);
    if (!stepValid || issues.length > 0) return;
    const to = (step + 1) as WizardStep;
    // Offline, the answers are kept on this phone (and saved to the server later): no wait on a dead line.
    if (!isOnline()) {
      setKeptOffline(true);
      setStep(to);
      return;
    }
    setSaving(true);
    try {
      await saveAt(to);
      setKeptOffline(false);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        setProblem({ message: errorMessage(error), reasons: [] });
        return;
      }
      if (isNetworkFailure(error, isOnline())) setKeptOffline(true);
    } finally {
      setSaving(false);
    }
    setStep(to);
  }

  /** Before submitting: the programme's checks of both steps; the person is taken to the first with a problem. */
  function checkProgramme(): boolean {
    const answerIssues = programmeIssuesAt(2);
    const documentIssues = programmeIssuesAt(3);
    showProgrammeIssues(form, documentIssues, false);
    showProgrammeIssues(form, answerIssues, false);
    if (answerIssues.length > 0) setStep(2);
    return answerIssues.length === 0 && documentIssues.length === 0;
  }

  function back() {
    setProblem(null);
    const to = (step - 1) as WizardStep;
    void saveAt(to).catch(() => undefined);
    setStep(to);
  }

  /** Leaving before submitting keeps what was typed, once a programme is chosen. */
  function saveOnLeave() {
    // Offline the answers are already kept on this phone; the list says so when the wizard has closed.
    if (!form.getValues('programId') || !isOnline()) return;
    saveAt(step).then(
      () => toast.info(t('wizard.draftSaved')),
      (error: unknown) => {
        if (!isNetworkFailure(error, isOnline())) {
          toast.error(t('wizard.draftSaveFailed', { message: errorMessage(error) }));
        }
      },
    );
  }

  return {
    step,
    setStep,
    saving,
    keptOffline,
    problem,
    setProblem,
    next,
    back,
    saveOnLeave,
    checkProgramme,
    programmeParts,
    settledDraftId: saver.settledDraftId,
    currentDraftId: saver.currentDraftId,
  };
}
