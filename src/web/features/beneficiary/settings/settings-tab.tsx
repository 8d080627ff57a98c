import { useTranslation } from 'react-i18next';
import { QueryStatus, TabPage } from '@web/features/beneficiary/shared/tab-page';
import { usePreferences } from './api/preferences';
import { DeletionCard } from './deletion-card';
import { MyDataCard } from './my-data-card';
import { PasswordForm } from './password-form';
import { PhoneVerificationSection } from './phone-verification-section';
import { PreferencesForm } from './preferences-form';
import { UssdPinSection } from './ussd-pin-section';

/** Settings: preferences, password, a copy of my data, and a request to delete my account. */
export function SettingsTab() {
  const { t } = useTranslation(['settings', 'validation']);
  const preferences = usePreferences();

  return (
    <TabPage title={t('title')} subtitle={t('subtitle')}>
      <QueryStatus query={preferences} namespace="settings" skeletons={['h-40 w-full', 'h-56 w-full']} />
      {preferences.data && <PreferencesForm preferences={preferences.data} />}
      <PhoneVerificationSection />
      <PasswordForm />
      <UssdPinSection />
      <MyDataCard />
      <DeletionCard />
    </TabPage>
  );
}
