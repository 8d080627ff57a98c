import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  companyRejectionSchema,
  VERIFICATION_REASON_MAX,
  type CompanyForReview,
  type CompanyRejection,
} from '@domain/company-profile';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Spinner } from '@web/ui/spinner';
import { useDecideCompany } from './api/decide-company';

const TEXTAREA =
  'flex min-h-28 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

function RejectForm({ company, onDone }: { company: CompanyForReview; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const decide = useDecideCompany();
  const { register, handleSubmit, setError, formState } = useForm<CompanyRejection>({
    resolver: zodResolver(companyRejectionSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await decide.mutateAsync({ id: company.id, verdict: 'reject', reason });
      toast.success(t('employers.toasts.rejected', { name: company.companyName }));
      onDone();
    } catch (error) {
      toast.error(t('employers.toasts.failed'), {
        description: applyServerErrors(error, companyRejectionSchema.shape, setError),
      });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField
        label={t('employers.reject.reason')}
        hint={t('employers.reject.reasonHint')}
        error={formState.errors.reason?.message}
      >
        <textarea className={TEXTAREA} maxLength={VERIFICATION_REASON_MAX} {...register('reason')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={formState.isSubmitting}>
            {t('employers.reject.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={formState.isSubmitting}>
          {formState.isSubmitting && <Spinner />}
          {t('employers.reject.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function RejectDialog({
  company,
  open,
  onOpenChange,
}: {
  company: CompanyForReview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('employers.reject.title', { name: company.companyName })}</DialogTitle>
        <DialogDescription>{t('employers.reject.description')}</DialogDescription>
        <RejectForm company={company} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
