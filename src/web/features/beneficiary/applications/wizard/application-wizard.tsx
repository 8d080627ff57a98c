import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applicationFormSchema, WIZARD_STEPS, type ApplicationForm } from '@domain/programme-application';
import { ApiError, errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { useSubmitApplication } from '../api/submit-application';
import { DetailsStep } from './details-step';
import type { WizardStart } from './form-values';
import { ProgrammeStep } from './programme-step';
import { ReferencesStep } from './references-step';
import { ReviewSummary } from './review-summary';
import { firstStepWithError, useWizardSteps } from './use-wizard-steps';
import { WizardFooter } from './wizard-footer';

interface ApplicationWizardProps {
  start: WizardStart;
  onClosed: () => void;
  onSubmitted: () => void;
}

/** 'Apply for Program': the three-step wizard in a dialog. Mounted per opening, so each starts fresh. */
export function ApplicationWizard({ start, onClosed, onSubmitted }: ApplicationWizardProps) {
  const { t } = useTranslation(['applications', 'common']);
  const form = useForm<ApplicationForm>({ resolver: zodResolver(applicationFormSchema), defaultValues: start.values });
  const wizard = useWizardSteps(form, start);
  const submit = useSubmitApplication();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openedRef = useRef(false);

  // On opening and after each move, focus goes to the step's title: a screen reader hears where it is, and Tab goes on from there.
  useEffect(() => {
    if (openedRef.current) headingRef.current?.focus();
    openedRef.current = true;
  }, [wizard.step]);

  function close() {
    if (!submit.isSuccess) wizard.saveOnLeave();
    onClosed();
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      wizard.setProblem(null);
      try {
        await submit.mutateAsync({ draftId: await wizard.settledDraftId(), form: values });
      } catch (error) {
        const message = t('wizard.submitError', { message: errorMessage(error) });
        toast.error(message);
        wizard.setProblem(message);
        if (error instanceof ApiError) {
          for (const field of error.fieldErrors)
            form.setError(field.path as Path<ApplicationForm>, { type: 'server', message: field.message });
        }
        return;
      }
      toast.success(t('wizard.submitSuccess'));
      onSubmitted();
      onClosed();
    },
    (errors) => wizard.setStep(firstStepWithError(errors)),
  );

  // Enter in a field means Next until the last step; a second press while sending does nothing.
  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (wizard.saving || submit.isPending) return;
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
        <div className="pr-10">
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
                <ReferencesStep />
                <ReviewSummary />
              </>
            )}
            {wizard.problem && <Alert tone="error">{wizard.problem}</Alert>}
            <WizardFooter
              step={wizard.step}
              saving={wizard.saving}
              submitting={submit.isPending}
              onBack={wizard.back}
              onNext={() => void wizard.next()}
            />
          </form>
        </FormProvider>
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-3 right-3"
          aria-label={t('wizard.close')}
          onClick={close}
        >
          <X aria-hidden="true" />
        </Button>
      </DialogContent>
    </Dialog>
  );
}
