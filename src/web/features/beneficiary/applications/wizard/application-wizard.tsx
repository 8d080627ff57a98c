import { X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, type ApplicationForm } from '@domain/programme-application';
import { ApiError, errorMessage } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { useMyDocuments } from '../api/get-my-documents';
import { DetailsStep } from './details-step';
import { DocumentsStep } from './documents-step';
import { applicationFormResolver } from './form-resolver';
import type { WizardStart } from './form-values';
import { ProgrammeStep } from './programme-step';
import { ReferencesStep } from './references-step';
import { ReviewSummary } from './review-summary';
import { SubmitProblem } from './submit-problem';
import { useKeptWizard } from './kept-wizard';
import { useApplicationSend } from './use-application-send';
import { useChosenProgramme } from './use-chosen-programme';
import { firstStepWithError, showProgrammeIssues, useWizardSteps } from './use-wizard-steps';
import { WizardFooter } from './wizard-footer';

interface ApplicationWizardProps {
  start: WizardStart;
  onClosed: () => void;
  onSubmitted: () => void;
}

/** 'Apply for Program': the three-step wizard in a dialog. Mounted per opening, so each starts fresh. */
export function ApplicationWizard({ start, onClosed, onSubmitted }: ApplicationWizardProps) {
  const { t } = useTranslation(['applications', 'programmes', 'common', 'device']);
  const userId = useSession().user?.id ?? null;
  const form = useForm<ApplicationForm>({ resolver: applicationFormResolver, defaultValues: start.values });
  const programme = useChosenProgramme(form.control);
  const requiredTypes = programme?.requiredDocumentTypes ?? [];
  // Only a programme that asks for documents needs the person's list.
  const myDocuments = useMyDocuments(requiredTypes.length > 0);
  const wizard = useWizardSteps(form, start, { programme, myDocuments: myDocuments.data });
  const kept = useKeptWizard(userId, form, wizard.step, wizard.currentDraftId);
  // Sent by the outbox while still open: the person has been told (a toast), the wizard has done its work.
  const submit = useApplicationSend(userId, () => {
    onSubmitted();
    onClosed();
  });
  // Once sent or queued, closing must not save it again as a draft.
  const [handedOver, setHandedOver] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openedRef = useRef(false);

  // On opening and after each move, focus goes to the step's title: a screen reader hears where it is, and Tab goes on from there.
  useEffect(() => {
    if (openedRef.current) headingRef.current?.focus();
    openedRef.current = true;
  }, [wizard.step]);

  function close() {
    if (!handedOver) wizard.saveOnLeave();
    onClosed();
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      wizard.setProblem(null);
      if (!wizard.checkProgramme()) return;
      let outcome: 'sent' | 'queued';
      try {
        outcome = await submit.send({
          draftId: await wizard.settledDraftId(),
          form: { ...values, ...wizard.programmeParts(values) },
        });
      } catch (error) {
        const message = t('wizard.submitError', { message: errorMessage(error) });
        toast.error(message);
        wizard.setProblem({ message, reasons: error instanceof ApiError ? placeServerErrors(error) : [] });
        return;
      }
      // Either way the application is no longer only on this phone's form: the server or the outbox has it.
      setHandedOver(true);
      kept.forget();
      // Queued: the submit button says so ("will be sent when you are back online"). No toast while
      // offline: the toast's own code may not have loaded yet.
      if (outcome === 'queued') return;
      toast.success(t('wizard.submitSuccess'));
      onSubmitted();
      onClosed();
    },
    (errors) => wizard.setStep(firstStepWithError(errors)),
  );

  /**
   * The server's field errors at their fields; what belongs to no field (each rule the person no longer
   * meets, when the server refuses on eligibility) is listed under the message.
   */
  function placeServerErrors(error: ApiError): string[] {
    const formFields = new Set<string>(Object.keys(form.getValues()));
    const programmeIssues = error.fieldErrors.filter(
      (field) => field.path.startsWith('answers.') || field.path.startsWith('documents.'),
    );
    const unplaced = showProgrammeIssues(form, programmeIssues, false);
    if (programmeIssues.some((field) => field.path.startsWith('answers.'))) wizard.setStep(2);
    const reasons = unplaced.map((field) => field.message);
    for (const field of error.fieldErrors) {
      if (programmeIssues.includes(field)) continue;
      if (formFields.has(field.path.split('.')[0] ?? '')) {
        form.setError(field.path as Path<ApplicationForm>, { type: 'server', message: field.message });
      } else if (field.message !== error.message) {
        reasons.push(field.message);
      }
    }
    return reasons;
  }

  // Enter in a field means Next until the last step; a second press while sending does nothing.
  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (wizard.saving || submit.state !== 'idle') return;
    if (wizard.step < WIZARD_STEPS) void wizard.next();
    else void onSubmit(event);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        className="sm:max-w-xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          headingRef.current?.focus();
        }}
      >
        <div className="pe-10">
          <DialogTitle>{t('wizard.title')}</DialogTitle>
          <DialogDescription>{t('wizard.step', { step: wizard.step, total: WIZARD_STEPS })}</DialogDescription>
        </div>
        <FormProvider {...form}>
          <form noValidate onSubmit={handleFormSubmit} className="flex flex-col gap-4">
            <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
              {t(`wizard.steps.${wizard.step}`)}
            </h3>
            {wizard.step === 1 && <ProgrammeStep />}
            {wizard.step === 2 && <DetailsStep />}
            {wizard.step === 3 && (
              <>
                {requiredTypes.length > 0 && <DocumentsStep requiredTypes={requiredTypes} />}
                <ReferencesStep />
                <ReviewSummary />
              </>
            )}
            {wizard.problem && <SubmitProblem problem={wizard.problem} />}
            {wizard.keptOffline && submit.state === 'idle' && <Alert>{t('device:keptOffline')}</Alert>}
            <WizardFooter
              step={wizard.step}
              saving={wizard.saving}
              sendState={submit.state}
              onBack={wizard.back}
              onNext={() => void wizard.next()}
            />
          </form>
        </FormProvider>
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-3 end-3"
          aria-label={t('wizard.close')}
          onClick={close}
        >
          <X aria-hidden="true" />
        </Button>
      </DialogContent>
    </Dialog>
  );
}
