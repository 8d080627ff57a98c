import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { i18next } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { useProfile } from './api/get-profile';
import { HouseholdMembersSection } from './household-members-section';
import { ProfileForm } from './profile-form';
import { ProfileSkeleton } from './profile-skeleton';
import { SkillsSummaryCard } from './skills-summary-card';
import { LoadError } from '@web/ui/load-error';

/** My Profile: the person's own record, created from the sign-up on first use. */
export function ProfileTab() {
  const { t } = useTranslation(['profile', 'common', 'validation']);
  const profile = useProfile();
  const { error } = profile;

  // Once per failure (not again when the language changes), hence i18next rather than t.
  useEffect(() => {
    if (error) toast.error(i18next.t('profile:loadFailed', { message: errorMessage(error) }));
  }, [error]);

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
      </div>
      {profile.isPending && <ProfileSkeleton />}
      {profile.isError && !profile.data && (
        <LoadError
          error={profile.error}
          message={t('loadFailed', { message: errorMessage(profile.error) })}
          onRetry={() => void profile.refetch()}
        />
      )}
      {/* Keyed by id: a different person's profile (after switching accounts) starts a fresh form. */}
      {profile.data && <ProfileForm key={profile.data.id} profile={profile.data} />}
      {profile.data && <HouseholdMembersSection />}
      <SkillsSummaryCard />
    </div>
  );
}
