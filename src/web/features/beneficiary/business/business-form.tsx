import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_LOCATION_MAX,
  BUSINESS_NAME_MAX,
  BUSINESS_SECTORS,
  BUSINESS_STATUSES,
  businessInputSchema,
  type BeneficiaryBusiness,
  type BusinessInput,
} from '@domain/business';
import { localIsoDate } from '@domain/documents';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { useSaveBusiness } from './api/save-business';
import { optionalWholeNumber, toFormValues, wholeNumber } from './business-form-values';

interface BusinessFormProps {
  /** The business being updated; none when registering a new one. */
  business?: BeneficiaryBusiness;
  onSaved: () => void;
}

export function BusinessForm({ business, onSaved }: BusinessFormProps) {
  const { t } = useTranslation('business');
  const save = useSaveBusiness();
  const { register, handleSubmit, setError, formState } = useForm<BusinessInput>({
    resolver: zodResolver(businessInputSchema),
    defaultValues: toFormValues(business),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: business?.id, input });
      toast.success(t(business ? 'form.updated' : 'form.registered'));
      onSaved();
    } catch (error) {
      toast.error(t('form.failed'), { description: applyServerErrors(error, businessInputSchema.shape, setError) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t('form.name')} error={errors.name?.message}>
        <Input
          autoComplete="organization"
          maxLength={BUSINESS_NAME_MAX}
          placeholder={t('form.namePlaceholder')}
          {...register('name')}
        />
      </FormField>
      <FormField label={t('form.sector')} error={errors.sector?.message}>
        <Select {...register('sector')}>
          <option value="">{t('form.sectorPlaceholder')}</option>
          {BUSINESS_SECTORS.map((sector) => (
            <option key={sector} value={sector}>
              {t(`sectors.${sector}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('form.location')} error={errors.location?.message}>
        <Input
          autoComplete="off"
          maxLength={BUSINESS_LOCATION_MAX}
          placeholder={t('form.locationPlaceholder')}
          {...register('location')}
        />
      </FormField>
      <FormField label={t('form.startDate')} error={errors.startDate?.message}>
        <Input type="date" max={localIsoDate(new Date())} {...register('startDate')} />
      </FormField>
      <FormField label={t('form.status')} error={errors.status?.message}>
        <Select {...register('status')}>
          <option value="">{t('form.statusPlaceholder')}</option>
          {BUSINESS_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('form.employees')} hint={t('form.employeesHint')} error={errors.employees?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register('employees', { setValueAs: wholeNumber })}
        />
      </FormField>
      <FormField
        label={t('form.monthlyRevenue')}
        hint={t('form.monthlyRevenueHint')}
        error={errors.monthlyRevenue?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register('monthlyRevenue', { setValueAs: optionalWholeNumber })}
        />
      </FormField>
      <FormFooter
        cancelLabel={t('form.cancel')}
        submitLabel={t(business ? 'form.submitUpdate' : 'form.submitRegister')}
        busyLabel={t('form.saving')}
        isSubmitting={isSubmitting}
        icon={Save}
      />
    </form>
  );
}
