import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateSummary, EmployerJobOption } from '@domain/job-application-status';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { InitialsAvatar } from '@web/ui/initials-avatar';
import { Select } from '@web/ui/select';
import { useInviteCandidate } from './api/invite-candidate';

/** What search may show: first name and initial, skills, camp, experience. Never a contact detail. */
export function CandidateCard({ candidate, openJobs }: { candidate: CandidateSummary; openJobs: EmployerJobOption[] }) {
  const { t } = useTranslation('hiring');
  const invite = useInviteCandidate();
  const notYetInvited = openJobs.filter((job) => !candidate.invitedJobIds.includes(job.id));
  const [jobId, setJobId] = useState('');
  const chosen = notYetInvited.some((job) => job.id === jobId) ? jobId : (notYetInvited[0]?.id ?? '');

  const send = () =>
    invite.mutate(
      { candidateId: candidate.id, input: { jobId: chosen } },
      {
        onSuccess: () => toast.success(t('candidates.invited', { name: candidate.displayName })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-center gap-3">
        <InitialsAvatar name={candidate.displayName} />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{candidate.displayName}</h2>
          <p className="text-sm text-muted-foreground">
            {candidate.camp ? t(`camps.${candidate.camp}`, { defaultValue: candidate.camp }) : t('card.notGiven')} ·{' '}
            {t('card.years', { count: candidate.experienceYears })}
          </p>
        </div>
      </div>
      {candidate.skills.length > 0 && (
        <ul aria-label={t('card.skills')} className="flex flex-wrap gap-1.5">
          {candidate.skills.map((skill) => (
            <li key={skill}>
              <Badge className="bg-slate-50 text-slate-800">{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
      {candidate.invitedJobIds.length > 0 && (
        <p className="text-sm">{t('candidates.alreadyInvited', { count: candidate.invitedJobIds.length })}</p>
      )}
      {openJobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('candidates.noOpenJobs')}</p>
      ) : notYetInvited.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <FormField label={t('candidates.inviteTo')}>
              <Select value={chosen} onChange={(event) => setJobId(event.target.value)}>
                {notYetInvited.map((job) => (
                  <option key={job.id} value={job.id}>
                    {job.title}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <Button size="sm" className="min-h-10" disabled={invite.isPending || !chosen} onClick={send}>
            <Send aria-hidden="true" />
            {t('candidates.invite')}
            <span className="sr-only">: {candidate.displayName}</span>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
