import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { companyProfileInputSchema, type CompanyProfile, type CompanyProfileInput } from '@domain/company-profile';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { useSaveCompany } from './api/save-company';
import { BasicInformation, ContactInformation, RegistrationDetails } from './company-form-sections';
import { toCompanyFormValues } from './company-form-values';

interface CompanyFormProps {
  company: CompanyProfile | null;
  onSaved: () => void;
  /** Absent for a first profile: there is no read view to go back to. */
  onCancel?: () => void;
}

/** The spec's edit view: three sections, Cancel and Save Changes. */
export function CompanyForm({ company, onSaved, onCancel }: CompanyFormProps) {
  const { t } = useTranslation('company');
  const { user } = useSession();
  const save = useSaveCompany();
  const { register, handleSubmit, setError, formState } = useForm<CompanyProfileInput>({
    resolver: zodResolver(companyProfileInputSchema),
    defaultValues: toCompanyFormValues(company, user?.email ?? ''),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t('form.saved'));
      onSaved();
    } catch (error) {
      toast.error(t('form.failed'), {
        description: applyServerErrors(error, companyProfileInputSchema.shape, setError),
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-6"
      aria-label={t('form.label')}
    >
      <BasicInformation register={register} errors={errors} />
      <ContactInformation register={register} errors={errors} />
      <RegistrationDetails register={register} errors={errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : <Save aria-hidden="true" />}
          {isSubmitting ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
