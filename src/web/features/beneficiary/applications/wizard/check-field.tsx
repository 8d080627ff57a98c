import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplicationForm } from '@domain/programme-application';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';

type Box = 'previousAssistance' | 'hasBankAccount' | 'hasMobileMoney';
type Details = 'previousAssistanceDetails' | 'bankDetails' | 'mobileMoneyDetails';

/** A yes/no question whose details field appears only once it is ticked (spec section 5). */
export function CheckField({ box, details }: { box: Box; details: Details }) {
  const { t } = useTranslation('applications');
  const { register, watch, formState } = useFormContext<ApplicationForm>();
  const id = useId();
  const ticked = watch(box);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" className="size-4 accent-primary" {...register(box)} />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t(`fields.${box}`)}
        </label>
      </div>
      {ticked && (
        <FormField label={t(`fields.${details}`)} error={formState.errors[details]?.message}>
          <Input {...register(details)} />
        </FormField>
      )}
    </div>
  );
}
