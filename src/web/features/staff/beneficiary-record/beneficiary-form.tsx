import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, NATIONALITIES } from '@domain/beneficiary-profile';
import { REGISTRY_STATUSES } from '@domain/registry';
import {
  registryBeneficiarySchema,
  type RegistryBeneficiary,
  type RegistryBeneficiaryInput,
} from '@domain/registry-beneficiary';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { DialogClose, DialogFooter } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { Spinner } from '@web/ui/spinner';

interface BeneficiaryFormProps {
  defaultValues: DefaultValues<RegistryBeneficiaryInput>;
  /** The status is chosen when adding; afterwards it changes only through Change status (with a reason). */
  withStatus: boolean;
  submitLabel: string;
  failureTitle: string;
  onSubmit: (values: RegistryBeneficiary) => Promise<void>;
}

/** Skills are typed as one comma-separated line: short, and works the same on a phone. */
function skillsFromText(text: string): string[] {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/** The registry person form (Add and Edit), validated by the same schema as the API and the importer. */
export function BeneficiaryForm({
  defaultValues,
  withStatus,
  submitLabel,
  failureTitle,
  onSubmit,
}: BeneficiaryFormProps) {
  const { t } = useTranslation('staff-record');
  const { register, control, handleSubmit, setError, formState } = useForm<
    RegistryBeneficiaryInput,
    unknown,
    RegistryBeneficiary
  >({
    resolver: zodResolver(registryBeneficiarySchema),
    defaultValues,
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      toast.error(failureTitle, { description: applyServerErrors(error, registryBeneficiarySchema.shape, setError) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label={t('fields.progresId')} hint={t('hints.progresId')} error={errors.progresId?.message}>
        <Input autoComplete="off" className="uppercase" {...register('progresId')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="off" {...register('firstName')} />
        </FormField>
        <FormField label={t('fields.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="off" {...register('lastName')} />
        </FormField>
        <FormField label={t('fields.dateOfBirth')} error={errors.dateOfBirth?.message}>
          <Input type="date" min="1900-01-01" {...register('dateOfBirth')} />
        </FormField>
        <FormField label={t('fields.gender')} error={errors.gender?.message}>
          <Select {...register('gender')}>
            <option value="">{t('choose')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`genders.${gender}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('fields.nationality')} error={errors.nationality?.message}>
          <Select {...register('nationality')}>
            <option value="">{t('choose')}</option>
            {NATIONALITIES.map((code) => (
              <option key={code} value={code}>
                {t(`nationalities.${code}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('fields.location')} hint={t('hints.location')} error={errors.location?.message}>
          <Input autoComplete="off" className="uppercase" {...register('location')} />
        </FormField>
        <FormField label={t('fields.phoneNumber')} hint={t('hints.phoneNumber')} error={errors.phoneNumber?.message}>
          <Input type="tel" autoComplete="off" {...register('phoneNumber')} />
        </FormField>
        <FormField label={t('fields.householdId')} hint={t('hints.householdId')} error={errors.householdId?.message}>
          <Input autoComplete="off" {...register('householdId')} />
        </FormField>
        <FormField
          label={t('fields.vulnerabilityScore')}
          hint={t('hints.vulnerabilityScore')}
          error={errors.vulnerabilityScore?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            step="0.1"
            min="0"
            max="5"
            {...register('vulnerabilityScore', { valueAsNumber: true })}
          />
        </FormField>
        {withStatus && (
          <FormField label={t('fields.status')} error={errors.status?.message}>
            <Select {...register('status')}>
              {REGISTRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </Select>
          </FormField>
        )}
      </div>
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <FormField label={t('fields.skills')} hint={t('hints.skills')} error={fieldState.error?.message}>
            <Input
              autoComplete="off"
              defaultValue={(field.value ?? []).join(', ')}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(skillsFromText(event.target.value))}
            />
          </FormField>
        )}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={formState.isSubmitting}>
            {t('cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting && <Spinner />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
