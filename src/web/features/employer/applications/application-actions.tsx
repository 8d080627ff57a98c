import { CalendarClock, CheckCheck, Eye, UserCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canMoveApplication,
  canScheduleInterview,
  type EmployerApplicationDetail,
} from '@domain/job-application-status';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { useApplicationAction } from './api/application-actions';
import { HireForm, InterviewForm, RejectForm } from './action-forms';

type FormKind = 'reject' | 'interview' | 'hire';

/** Only the moves the spec's states allow are offered; the server checks them again. */
export function ApplicationActions({ application }: { application: EmployerApplicationDetail }) {
  const { t } = useTranslation('hiring');
  const [form, setForm] = useState<FormKind | null>(null);
  const action = useApplicationAction(application.id);
  const { status } = application;
  const quick = (kind: 'review' | 'shortlist') =>
    action.mutate(
      { kind },
      {
        onSuccess: () => toast.success(t(`actions.${kind}Done`)),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const done = (kind: FormKind) => {
    setForm(null);
    toast.success(t(`actions.${kind}Done`));
  };

  const buttons = [
    canMoveApplication(status, 'reviewed') && (
      <Button key="review" variant="outline" size="sm" disabled={action.isPending} onClick={() => quick('review')}>
        <Eye aria-hidden="true" />
        {t('actions.review')}
      </Button>
    ),
    canMoveApplication(status, 'shortlisted') && (
      <Button
        key="shortlist"
        variant="outline"
        size="sm"
        disabled={action.isPending}
        onClick={() => quick('shortlist')}
      >
        <CheckCheck aria-hidden="true" />
        {t('actions.shortlist')}
      </Button>
    ),
    canScheduleInterview(status) && (
      <Button
        key="interview"
        variant="outline"
        size="sm"
        aria-expanded={form === 'interview'}
        onClick={() => setForm('interview')}
      >
        <CalendarClock aria-hidden="true" />
        {t('actions.interview')}
      </Button>
    ),
    canMoveApplication(status, 'hired') && (
      <Button key="hire" variant="outline" size="sm" aria-expanded={form === 'hire'} onClick={() => setForm('hire')}>
        <UserCheck aria-hidden="true" />
        {t('actions.hire')}
      </Button>
    ),
    canMoveApplication(status, 'rejected') && (
      <Button
        key="reject"
        variant="outline"
        size="sm"
        aria-expanded={form === 'reject'}
        onClick={() => setForm('reject')}
      >
        <X aria-hidden="true" />
        {t('actions.reject')}
      </Button>
    ),
  ].filter(Boolean);

  if (buttons.length === 0) return <p className="text-sm text-muted-foreground">{t('actions.final')}</p>;
  return (
    <section aria-label={t('actions.label')} className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">{buttons}</div>
      {form === 'reject' && (
        <RejectForm id={application.id} onDone={() => done('reject')} onCancel={() => setForm(null)} />
      )}
      {form === 'interview' && (
        <InterviewForm id={application.id} onDone={() => done('interview')} onCancel={() => setForm(null)} />
      )}
      {form === 'hire' && <HireForm id={application.id} onDone={() => done('hire')} onCancel={() => setForm(null)} />}
    </section>
  );
}
