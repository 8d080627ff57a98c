import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REGISTRY_STATUSES } from '@domain/registry';
import type { RegistryPerson } from '@domain/registry-beneficiary-record';
import { registryStatusChangeSchema, type RegistryStatusChange } from '@domain/registry-status-change';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { Spinner } from '@web/ui/spinner';
import { useChangeBeneficiaryStatus } from './api/change-beneficiary-status';

const TEXTAREA =
  'flex min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

function StatusForm({ person, onDone }: { person: RegistryPerson; onDone: () => void }) {
  const { t } = useTranslation('staff-record');
  const change = useChangeBeneficiaryStatus();
  const { register, handleSubmit, setError, formState } = useForm<RegistryStatusChange>({
    resolver: zodResolver(registryStatusChangeSchema),
    // The first status the person is not in: the dialog exists to change it.
    defaultValues: { status: REGISTRY_STATUSES.find((status) => status !== person.status), reason: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ id: person.id, change: values });
      toast.success(t('status.done', { status: t(`statuses.${values.status}`) }));
      onDone();
    } catch (error) {
      toast.error(t('status.failed'), {
        description: applyServerErrors(error, registryStatusChangeSchema.shape, setError),
      });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label={t('status.newStatus')} error={formState.errors.status?.message}>
        <Select {...register('status')}>
          {REGISTRY_STATUSES.map((status) => (
            <option key={status} value={status} disabled={status === person.status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('status.reason')} hint={t('status.reasonHint')} error={formState.errors.reason?.message}>
        <textarea className={TEXTAREA} maxLength={500} {...register('reason')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={formState.isSubmitting}>
            {t('cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting && <Spinner />}
          {t('status.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Active, Inactive or Transferred, always with a reason (it lands in the person's history). */
export function StatusChangeDialog({
  person,
  open,
  onOpenChange,
}: {
  person: RegistryPerson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff-record');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('status.title', { name: `${person.firstName} ${person.lastName}` })}</DialogTitle>
        <DialogDescription>{t('status.description')}</DialogDescription>
        {open && <StatusForm person={person} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
