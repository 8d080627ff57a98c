import { Send } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { Skeleton } from '@web/ui/skeleton';
import { useJob } from './api/get-job';
import { JobDetailBody } from './job-detail-body';

interface JobDetailDialogProps {
  jobId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent once I applied. */
  onApply?: () => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/** The content mounts only while open, so the job is fetched (and its view counted) when the person opens it. */
function JobDetailContent({ jobId, onApply }: Pick<JobDetailDialogProps, 'jobId' | 'onApply'>) {
  const { t } = useTranslation('jobs');
  const job = useJob(jobId);
  if (job.isPending) {
    return (
      <>
        <DialogTitle>{t('detail.about')}</DialogTitle>
        <DialogDescription>{t('detail.loading')}</DialogDescription>
        <Skeleton className="h-40 w-full" />
      </>
    );
  }
  if (job.isError) {
    return (
      <>
        <DialogTitle>{t('detail.about')}</DialogTitle>
        <DialogDescription asChild>
          <Alert tone="error">{errorMessage(job.error)}</Alert>
        </DialogDescription>
      </>
    );
  }
  return (
    <>
      <DialogTitle>{job.data.title}</DialogTitle>
      <DialogDescription>{job.data.companyName}</DialogDescription>
      <JobDetailBody job={job.data} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('detail.close')}</Button>
        </DialogClose>
        {onApply && !job.data.applicationId && (
          <Button onClick={onApply}>
            <Send aria-hidden="true" />
            {t('card.apply')}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

export function JobDetailDialog({ jobId, open, onOpenChange, onApply, onCloseAutoFocus }: JobDetailDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <JobDetailContent jobId={jobId} onApply={onApply} />
      </DialogContent>
    </Dialog>
  );
}
