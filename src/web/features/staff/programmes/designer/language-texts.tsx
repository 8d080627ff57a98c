import { useTranslation } from 'react-i18next';
import type { ContentLanguage, ProgrammeText } from '@domain/programmes/programme-design';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import type { DesignErrors } from './design-draft';

export const TEXTAREA =
  'flex min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

/** Notes are edited one per line and kept as a list; blank lines are dropped. */
function notesOf(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The texts of one language: name, description, amount, duration and notes. */
export function LanguageTexts({
  language,
  text,
  errors,
  onChange,
}: {
  language: ContentLanguage;
  text: ProgrammeText;
  errors: DesignErrors;
  onChange: (text: ProgrammeText) => void;
}) {
  const { t } = useTranslation('staff-programmes');
  const path = (field: string) => `content.${language}.${field}`;
  const notesError = Object.entries(errors).find(([key]) => key.startsWith(path('eligibility')))?.[1];
  return (
    <div className="grid gap-4 sm:grid-cols-2" lang={language}>
      <div className="sm:col-span-2">
        <FormField label={t('designer.texts.name')} error={errors[path('name')]}>
          <Input
            autoComplete="off"
            maxLength={120}
            value={text.name}
            onChange={(event) => onChange({ ...text, name: event.target.value })}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label={t('designer.texts.descriptionField')} error={errors[path('description')]}>
          <textarea
            className={TEXTAREA}
            maxLength={2000}
            value={text.description}
            onChange={(event) => onChange({ ...text, description: event.target.value })}
          />
        </FormField>
      </div>
      <FormField
        label={t('designer.texts.amount')}
        hint={t('designer.texts.amountHint')}
        error={errors[path('amount')]}
      >
        <Input
          autoComplete="off"
          maxLength={120}
          value={text.amount}
          onChange={(event) => onChange({ ...text, amount: event.target.value })}
        />
      </FormField>
      <FormField
        label={t('designer.texts.duration')}
        hint={t('designer.texts.durationHint')}
        error={errors[path('duration')]}
      >
        <Input
          autoComplete="off"
          maxLength={120}
          value={text.duration}
          onChange={(event) => onChange({ ...text, duration: event.target.value })}
        />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={t('designer.texts.notes')} hint={t('designer.texts.notesHint')} error={notesError}>
          <textarea
            className={TEXTAREA}
            defaultValue={text.eligibility.join('\n')}
            onChange={(event) => onChange({ ...text, eligibility: notesOf(event.target.value) })}
          />
        </FormField>
      </div>
    </div>
  );
}
