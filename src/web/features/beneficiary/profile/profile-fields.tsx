import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileUpdate } from '@domain/beneficiary-profile';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { emptyAsNull } from './profile-form-values';

type OptionName = 'gender' | 'nationality' | 'locationCamp' | 'educationLevel' | 'employmentStatus';
type InputName = Exclude<keyof ProfileUpdate, OptionName | 'skills'>;

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'name'> {
  name: InputName;
  hint?: string;
  /** Turns what was typed into the value the schema expects (e.g. empty date to null). */
  setValueAs?: (value: unknown) => unknown;
  /** Spans both columns on wide screens. */
  wide?: boolean;
}

/** A labelled input of the profile form; its label is `fields.<name>` in profile.json. */
export function TextField({ name, hint, setValueAs, wide, ...inputProps }: TextFieldProps) {
  const { t } = useTranslation('profile');
  const { register, formState } = useFormContext<ProfileUpdate>();
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <FormField label={t(`fields.${name}`)} hint={hint} error={formState.errors[name]?.message}>
        <Input {...inputProps} {...register(name, setValueAs ? { setValueAs } : undefined)} />
      </FormField>
    </div>
  );
}

/** A choice from a fixed list of codes, labelled `options.<name>.<code>`; "not given" is allowed. */
export function OptionField({ name, options }: { name: OptionName; options: readonly string[] }) {
  const { t } = useTranslation('profile');
  const { register, formState } = useFormContext<ProfileUpdate>();
  return (
    <FormField label={t(`fields.${name}`)} error={formState.errors[name]?.message}>
      <Select {...register(name, { setValueAs: emptyAsNull })}>
        <option value="">{t('choose')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`options.${name}.${option}`)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
