import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { preferencesSchema, type Preferences } from '@domain/beneficiary-settings';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { LANGUAGES } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { Spinner } from '@web/ui/spinner';
import { useSavePreferences } from './api/preferences';
import { CheckboxField } from './checkbox-field';
import { DiscoverabilityNotice } from './discoverability-notice';
import { SectionCard } from './section-card';

const CHANNELS = ['notifyByEmail', 'notifyBySms'] as const;
const TOPICS = ['notifyApplicationUpdates', 'notifyPaymentUpdates', 'notifyJobOpportunities'] as const;
/** What also goes by SMS once the SMS channel is on: each off until the person ticks it. */
const SMS_TOPICS = ['smsApplicationUpdates', 'smsPaymentUpdates', 'smsMessageUpdates'] as const;

/** Language, notifications and visibility to employers: saved together with one button. */
export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation('settings');
  const save = useSavePreferences();
  const { register, handleSubmit, setError, formState } = useForm<Preferences>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: preferences,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t('preferences.saved'));
    } catch (error) {
      toast.error(t('preferences.failed'), {
        description: applyServerErrors(error, preferencesSchema.shape, setError),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      <SectionCard title={t('language.title')} description={t('language.description')}>
        <FormField label={t('language.label')} error={errors.language?.message}>
          <Select {...register('language')}>
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.label}
              </option>
            ))}
          </Select>
        </FormField>
      </SectionCard>
      <SectionCard title={t('notifications.title')} description={t('notifications.description')}>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('notifications.channels')}</legend>
          {CHANNELS.map((name) => (
            <CheckboxField
              key={name}
              label={t(`notifications.${name}`)}
              description={t(`notifications.hints.${name}`)}
              {...register(name)}
            />
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('notifications.topics')}</legend>
          {TOPICS.map((name) => (
            <CheckboxField key={name} label={t(`notifications.${name}`)} {...register(name)} />
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('notifications.smsTopics')}</legend>
          {SMS_TOPICS.map((name) => (
            <CheckboxField key={name} label={t(`notifications.${name}`)} {...register(name)} />
          ))}
        </fieldset>
      </SectionCard>
      <SectionCard title={t('discoverability.title')}>
        <DiscoverabilityNotice />
        <CheckboxField
          label={t('discoverability.label')}
          description={t('discoverability.hint')}
          {...register('discoverableByEmployers')}
        />
      </SectionCard>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : <Save aria-hidden="true" />}
        {isSubmitting ? t('preferences.saving') : t('preferences.submit')}
      </Button>
    </form>
  );
}
