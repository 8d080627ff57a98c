import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema, type BeneficiaryProfile, type ProfileUpdate } from '@domain/beneficiary-profile';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { useUpdateProfile } from './api/update-profile';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useKeptForm } from '@web/lib/device-store/use-kept-form';
import { useQueuedUntilSent } from '@web/lib/outbox/use-queued-until-sent';
import { toFormValues } from './profile-form-values';
import {
  ContactSection,
  HouseholdSection,
  LocationSection,
  PersonalSection,
  ProfessionalSection,
} from './profile-sections';

export function ProfileForm({ profile }: { profile: BeneficiaryProfile }) {
  const { t } = useTranslation(['profile', 'device']);
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: toFormValues(profile),
  });
  const { handleSubmit, reset, setError, formState } = form;
  const kept = useKeptForm(form, 'profile');
  const queued = useQueuedUntilSent();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outcome = await updateProfile.mutateAsync(values);
      kept.forget();
      if (outcome.status === 'queued') {
        // What was typed stays on screen; the outbox saves it when the network returns.
        // No toast here: offline, the toast's own code may not load; the form says it in place.
        queued.start();
        return;
      }
      // The server's version (phones in E.164, fallbacks applied) is what the person sees next.
      reset(toFormValues(outcome.data));
      toast.success(t('saved'));
    } catch (error) {
      toast.error(t('saveFailed', { message: applyServerErrors(error, profileUpdateSchema.shape, setError) }));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
        <PersonalSection progresId={profile.progresId} />
        <ContactSection />
        <LocationSection />
        <ProfessionalSection />
        <HouseholdSection />
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={formState.isSubmitting} className="w-full sm:w-auto">
            {formState.isSubmitting ? <Spinner /> : <Save aria-hidden="true" />}
            {formState.isSubmitting ? t('saving') : t('save')}
          </Button>
        </div>
        <div role="status" className="text-end text-sm text-muted-foreground empty:hidden">
          {queued.waiting ? t('device:queued') : null}
        </div>
      </form>
    </FormProvider>
  );
}
