import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REGISTRY_STATUSES } from '@domain/registry';
import { registryStatusChangeSchema, type RegistryStatusChange } from '@domain/registry-status-change';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { Spinner } from '@web/ui/spinner';
import { useChangeStatuses } from './api/change-statuses';

const TEXTAREA =
  'flex min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

interface BulkDialogProps {
  ids: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}

function BulkStatusForm({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useTranslation('staff-registry');
  const change = useChangeStatuses();
  const { register, handleSubmit, setError, formState } = useForm<RegistryStatusChange>({
    resolver: zodResolver(registryStatusChangeSchema),
    defaultValues: { status: 'inactive', reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { updated } = await change.mutateAsync({ ids, ...values });
      toast.success(t('bulk.status.done', { count: updated }));
      onDone();
    } catch (error) {
      toast.error(t('bulk.status.failed'), {
        description: applyServerErrors(error, registryStatusChangeSchema.shape, setError),
      });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t('bulk.status.newStatus')} error={formState.errors.status?.message}>
        <Select {...register('status')}>
          {REGISTRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('bulk.status.reason')}
        hint={t('bulk.status.reasonHint')}
        error={formState.errors.reason?.message}
      >
        <textarea className={TEXTAREA} maxLength={500} {...register('reason')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={formState.isSubmitting}>
            {t('bulk.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting && <Spinner />}
          {t('bulk.status.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** One reason for the whole selection; each person's history records the change. */
export function BulkStatusDialog({ ids, open, onOpenChange, onDone }: BulkDialogProps) {
  const { t } = useTranslation('staff-registry');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('bulk.status.title', { count: ids.length })}</DialogTitle>
        <DialogDescription>{t('bulk.status.description')}</DialogDescription>
        <BulkStatusForm ids={ids} onDone={onDone} />
      </DialogContent>
    </Dialog>
  );
}
