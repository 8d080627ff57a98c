import { zodResolver } from '@hookform/resolvers/zod';
import { UserMinus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { withdrawalInputSchema, type WithdrawalInput } from '@domain/project-input';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { useChangeEnrolment } from './api/change-enrolment';
import type { EnrolledPerson } from './api/project-types';
import { TEXTAREA } from './project-form-fields';

function WithdrawForm({
  projectId,
  person,
  onDone,
}: {
  projectId: string;
  person: EnrolledPerson;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff-projects');
  const change = useChangeEnrolment();
  const { register, handleSubmit, setError, formState } = useForm<WithdrawalInput>({
    resolver: zodResolver(withdrawalInputSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await change.mutateAsync({ projectId, enrolmentId: person.id, action: 'withdraw', reason });
      toast.success(t('people.withdrawn', { name: `${person.firstName} ${person.lastName}` }));
      onDone();
    } catch (error) {
      toast.error(t('form.failed'), { description: applyServerErrors(error, withdrawalInputSchema.shape, setError) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t('people.reason')} error={formState.errors.reason?.message}>
        <textarea className={TEXTAREA} maxLength={500} {...register('reason')} />
      </FormField>
      <FormFooter
        cancelLabel={t('form.cancel')}
        submitLabel={t('people.withdraw')}
        busyLabel={t('form.saving')}
        isSubmitting={formState.isSubmitting}
        icon={UserMinus}
      />
    </form>
  );
}

export function WithdrawDialog({
  projectId,
  person,
  onClose,
}: {
  projectId: string;
  person: EnrolledPerson | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff-projects');
  return (
    <Dialog open={person !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>
          {t('people.withdrawTitle', { name: person ? `${person.firstName} ${person.lastName}` : '' })}
        </DialogTitle>
        <DialogDescription>{t('people.withdrawDescription')}</DialogDescription>
        {person && <WithdrawForm projectId={projectId} person={person} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
