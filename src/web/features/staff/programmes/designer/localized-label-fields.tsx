import { useTranslation } from 'react-i18next';
import type { LocalizedLabel } from '@domain/programmes/programme-design';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import type { DesignErrors } from './design-draft';

/** A label in English (required) and Kiswahili (optional: left empty, English is shown). */
export function LocalizedLabelFields({
  label,
  path,
  errors,
  fieldLabel,
  onChange,
}: {
  label: LocalizedLabel;
  /** Where the server puts this label's errors ("questions.0.label"). */
  path: string;
  errors: DesignErrors;
  /** "Question" or "Option 2", said before the language. */
  fieldLabel: string;
  onChange: (label: LocalizedLabel) => void;
}) {
  const { t } = useTranslation('staff-programmes');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField
        label={t('designer.inLanguage', { field: fieldLabel, language: t('languages.en') })}
        error={errors[`${path}.en`]}
      >
        <Input
          lang="en"
          autoComplete="off"
          maxLength={200}
          value={label.en}
          onChange={(event) => onChange({ ...label, en: event.target.value })}
        />
      </FormField>
      <FormField
        label={t('designer.inLanguage', { field: fieldLabel, language: t('languages.sw') })}
        hint={label.sw ? undefined : t('designer.texts.shownInEnglish')}
        error={errors[`${path}.sw`]}
      >
        <Input
          lang="sw"
          autoComplete="off"
          maxLength={200}
          value={label.sw ?? ''}
          onChange={(event) => {
            const { sw: _previous, ...rest } = label;
            onChange(event.target.value ? { ...rest, sw: event.target.value } : rest);
          }}
        />
      </FormField>
    </div>
  );
}
