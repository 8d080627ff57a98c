import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationDecision, StaffApplicationDetail } from '@domain/application-review';
import { errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { useReviewApplication } from './api/review-application';
import { DecisionDialog } from './decision-dialog';
import { EligibilityHints } from './eligibility-hints';
import { ScoreBreakdown } from './score-breakdown';
import { Detail, ReviewSection } from './review-section';

function Actions({ application }: { application: StaffApplicationDetail }) {
  const { t } = useTranslation('staff-applications');
  const review = useReviewApplication();
  const [deciding, setDeciding] = useState<ApplicationDecision | null>(null);
  const mine = application.assignedTo?.isYou === true;
  const run = async (step: 'assign' | 'complete') => {
    try {
      // Taking over names the reviewer this page shows, so a colleague's press a moment earlier is not overruled unseen.
      const takeOverFrom = application.assignedTo && !mine ? application.assignedTo.id : undefined;
      await review.mutateAsync(
        step === 'assign' ? { id: application.id, step, body: { takeOverFrom } } : { id: application.id, step },
      );
      toast.success(t(step === 'assign' ? 'toasts.assigned' : 'toasts.completed', { name: application.person.name }));
    } catch (error) {
      toast.error(t('toasts.failed'), { description: errorMessage(error) });
    }
  };
  const canAssign = application.status === 'submitted' || (application.status === 'under_review' && !mine);
  return (
    <div className="flex flex-wrap gap-2">
      {canAssign && (
        <Button disabled={review.isPending} onClick={() => void run('assign')}>
          {review.isPending && <Spinner />}
          {t('actions.assign')}
        </Button>
      )}
      {application.status === 'under_review' && mine && (
        <>
          <Button onClick={() => setDeciding('approve')}>{t('actions.approve')}</Button>
          <Button variant="outline" onClick={() => setDeciding('reject')}>
            {t('actions.reject')}
          </Button>
          <DecisionDialog
            application={application}
            decision={deciding}
            onOpenChange={(open) => !open && setDeciding(null)}
          />
        </>
      )}
      {application.status === 'approved' && (
        <Button variant="outline" disabled={review.isPending} onClick={() => void run('complete')}>
          {review.isPending && <Spinner />}
          {t('actions.complete')}
        </Button>
      )}
    </div>
  );
}

/** Where the review stands, the eligibility and score beside the decision, and the next step. */
export function DecisionPanel({ application }: { application: StaffApplicationDetail }) {
  const { t, i18n } = useTranslation('staff-applications');
  const decided = application.reviewedAt !== null;
  return (
    <ReviewSection title={t('sections.decision')}>
      <div className="flex flex-col gap-4">
        <dl className="grid gap-3">
          <Detail label={t('decision.reviewer')}>
            {!application.assignedTo && t('decision.unassigned')}
            {application.assignedTo?.isYou && t('queue.you')}
            {application.assignedTo &&
              !application.assignedTo.isYou &&
              application.assignedTo.active &&
              application.assignedTo.name}
            {application.assignedTo?.active === false && !application.assignedTo.isYou && (
              <span className="text-destructive">
                {t('decision.reviewerInactive', { name: application.assignedTo.name })}
              </span>
            )}
          </Detail>
          {decided && (
            <Detail label={t('decision.decidedBy')}>
              {t('decision.decidedOn', {
                name: application.reviewedBy?.isYou
                  ? t('queue.you')
                  : (application.reviewedBy?.name ?? t('detail.none')),
                date: formatDate(application.reviewedAt!, i18n.language),
              })}
            </Detail>
          )}
          {application.enrolledProject && (
            <Detail
              label={t('decision.enrolledIn')}
            >{`${application.enrolledProject.name} (${application.enrolledProject.code})`}</Detail>
          )}
          {application.reviewerNotes && (
            <Detail label={t('decision.notesSent')}>
              <span className="whitespace-pre-line">{application.reviewerNotes}</span>
            </Detail>
          )}
        </dl>
        <EligibilityHints eligibility={application.eligibility} />
        <ScoreBreakdown
          breakdown={application.scoreBreakdown}
          score={application.priorityScore}
          formulaVersion={application.formulaVersion}
        />
        {application.status === 'under_review' && !application.assignedTo?.isYou && (
          <p className="text-sm text-muted-foreground">{t('decision.takeOverFirst')}</p>
        )}
        {application.status === 'submitted' && (
          <p className="text-sm text-muted-foreground">{t('decision.assignFirst')}</p>
        )}
        <Actions application={application} />
      </div>
    </ReviewSection>
  );
}
