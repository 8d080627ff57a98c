import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APPLICATION_EMPLOYMENT_STATUSES, type ApplicationForm } from '@domain/programme-application';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { CheckField } from './check-field';
import { QuestionFields } from './question-fields';
import { useChosenProgramme } from './use-chosen-programme';

/** Step 2: the household's situation (the numbers feed the score the server computes), then the programme's questions. */
export function DetailsStep() {
  const { t } = useTranslation('applications');
  const { register, formState, control } = useFormContext<ApplicationForm>();
  const programme = useChosenProgramme(control);
  const { errors } = formState;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.householdIncome')} error={errors.householdIncome?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register('householdIncome', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label={t('fields.householdSize')} error={errors.householdSize?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...register('householdSize', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <FormField label={t('fields.employmentStatus')} error={errors.employmentStatus?.message}>
        <Select defaultValue="" {...register('employmentStatus')}>
          <option value="" disabled>
            {t('fields.employmentPlaceholder')}
          </option>
          {APPLICATION_EMPLOYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`employment.${status}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('fields.reasonForApplication')}
        hint={t('fields.reasonHint')}
        error={errors.reasonForApplication?.message}
      >
        <textarea
          rows={4}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-destructive"
          {...register('reasonForApplication')}
        />
      </FormField>
      <CheckField box="previousAssistance" details="previousAssistanceDetails" />
      <CheckField box="hasBankAccount" details="bankDetails" />
      <CheckField box="hasMobileMoney" details="mobileMoneyDetails" />
      <QuestionFields questions={programme?.questions ?? []} />
    </div>
  );
}
