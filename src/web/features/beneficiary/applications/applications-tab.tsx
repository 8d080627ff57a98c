import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { useProgrammes } from './api/get-programmes';
import { ApplicationsList, type ListPosition } from './applications-list';
import { FollowUpCard } from './follow-up/follow-up-card';
import { ReferralsSection } from './referrals-section';
import { useWizardOpener } from './use-wizard-opener';
import { ApplicationWizard } from './wizard/application-wizard';
import { KeptApplicationNotice } from './wizard/kept-application-notice';

/** 'Program Applications': the person's applications and the wizard to apply or continue a draft. */
export function ApplicationsTab() {
  const { t, i18n } = useTranslation(['applications', 'common']);
  const newButton = useRef<HTMLButtonElement>(null);
  const wizard = useWizardOpener(newButton);
  const [position, setPosition] = useState<ListPosition>({ filter: 'all', page: 1 });
  // Fetched now, so the wizard's first step shows its choices at once.
  useProgrammes(i18n.language);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Button ref={newButton} onClick={() => wizard.openNew()}>
          <Plus aria-hidden="true" />
          {t('newApplication')}
        </Button>
      </div>
      <KeptApplicationNotice wizardOpen={wizard.start !== null} onContinue={wizard.openKept} />
      <ApplicationsList
        position={position}
        onPositionChange={setPosition}
        onApply={wizard.openNew}
        onContinue={wizard.openDraft}
        continuingId={wizard.continuingId}
      />
      <FollowUpCard />
      <ReferralsSection />
      {wizard.start && (
        <ApplicationWizard
          start={wizard.start}
          onClosed={wizard.close}
          // The new submission is at the top of All, whichever tab the person started from.
          onSubmitted={() => setPosition({ filter: 'all', page: 1 })}
        />
      )}
    </div>
  );
}
