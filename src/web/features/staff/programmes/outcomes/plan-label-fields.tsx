import { useTranslation } from 'react-i18next';
import type { LocalizedLabel } from '@domain/programmes/programme-design';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import type { PlanErrors } from './plan-draft';

const LANGUAGES = ['en', 'sw', 'so', 'ar'] as const;

/**
 * A label in the four languages people answer in: English required, the others optional (left empty,
 * English is shown). Arabic is typed right to left.
 */
export function PlanLabelFields({
  label,
  path,
  errors,
  fieldLabel,
  onChange,
}: {
  label: LocalizedLabel;
  /** Where the server puts this label's errors ("questions.0.label"). */
  path: string;
  errors: PlanErrors;
  /** "Question 2" or "Option 1", said before the language. */
  fieldLabel: string;
  onChange: (label: LocalizedLabel) => void;
}) {
  const { t } = useTranslation('staff-outcomes');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {LANGUAGES.map((language) => (
        <FormField
          key={language}
          label={t('plan.inLanguage', { field: fieldLabel, language: t(`plan.languages.${language}`) })}
          hint={language === 'en' || label[language] ? undefined : t('plan.shownInEnglish')}
          error={errors[`${path}.${language}`]}
        >
          <Input
            lang={language}
            dir={language === 'ar' ? 'rtl' : undefined}
            autoComplete="off"
            maxLength={200}
            value={label[language] ?? ''}
            onChange={(event) => onChange({ ...label, [language]: event.target.value })}
          />
        </FormField>
      ))}
    </div>
  );
}
