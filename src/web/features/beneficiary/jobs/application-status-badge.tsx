import { useTranslation } from 'react-i18next';
import { JOB_APPLICATION_STATUS_TONES, type JobApplicationStatus } from '@domain/jobs';
import { Badge } from '@web/ui/badge';

export function ApplicationStatusBadge({ status }: { status: JobApplicationStatus }) {
  const { t } = useTranslation('jobs');
  return <Badge tone={JOB_APPLICATION_STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
