import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  duplicateDecisionSchema,
  type DuplicateAlertItem,
  type DuplicateDecisionInput,
} from '@domain/duplicate-alerts';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { Spinner } from '@web/ui/spinner';
import { useDecideDuplicate } from './api/decide-duplicate';

const FORM_FIELDS = { keepBeneficiaryId: true, notes: true, decision: true };

/** Confirm Duplicate: the reviewer picks the record to keep and reads what will move before anything does. */
export function ConfirmDuplicateDialog({
  alert,
  onOpenChange,
}: {
  alert: DuplicateAlertItem;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff-duplicates');
  const { t: translate } = useTranslation();
  const decide = useDecideDuplicate();
  const errorId = useId();
  const { register, handleSubmit, setError, formState, control } = useForm<DuplicateDecisionInput>({
    resolver: zodResolver(duplicateDecisionSchema),
    defaultValues: { decision: 'confirm_duplicate', keepBeneficiaryId: '' },
  });
  const keptId = useWatch({ control, name: 'keepBeneficiaryId' });
  const other = [alert.beneficiary1, alert.beneficiary2].find((person) => keptId && person.id !== keptId);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await decide.mutateAsync({ id: alert.id, ...values });
      toast.success(t('toasts.confirmed'));
      onOpenChange(false);
    } catch (error) {
      toast.error(t('toasts.failed'), { description: applyServerErrors(error, FORM_FIELDS, setError) });
    }
  });
  const error = formState.errors.keepBeneficiaryId?.message;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{t('confirmDialog.title')}</DialogTitle>
        <DialogDescription>{t('confirmDialog.description')}</DialogDescription>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
            <legend className="mb-2 text-sm font-medium">{t('confirmDialog.keepLegend')}</legend>
            {[alert.beneficiary1, alert.beneficiary2].map((person) => (
              <label
                key={person.id}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-blue-50"
              >
                <input
                  type="radio"
                  value={person.id}
                  className="mt-1 size-4 accent-primary"
                  {...register('keepBeneficiaryId')}
                />
                <span className="min-w-0">
                  <span className="block font-medium break-words">{person.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    {person.progresId ?? t('person.notGiven')} · {person.location ?? t('person.notGiven')}
                  </span>
                </span>
              </label>
            ))}
            {error && (
              <p id={errorId} className="text-sm text-destructive">
                {error.includes(':') ? translate(error) : error}
              </p>
            )}
          </fieldset>
          <Alert tone="warning">
            <p className="font-medium">
              {other ? t('confirmDialog.whatHappensTo', { name: other.name }) : t('confirmDialog.whatHappens')}
            </p>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              <li>{t('confirmDialog.effects.marked')}</li>
              <li>{t('confirmDialog.effects.moved')}</li>
              <li>{t('confirmDialog.effects.conflicts')}</li>
              <li>{t('confirmDialog.effects.account')}</li>
              <li>{t('confirmDialog.effects.reversible')}</li>
            </ul>
          </Alert>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={formState.isSubmitting}>
                {t('dialogs.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting && <Spinner />}
              {t('confirmDialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
