import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPostingView } from '@domain/job-search';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { ApplyForm } from './apply-form';

interface ApplyDialogProps {
  job: Pick<JobPostingView, 'id' | 'title' | 'companyName'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/** The form mounts on open, so each application starts empty. */
export function ApplyDialog({ job, open, onOpenChange, onCloseAutoFocus }: ApplyDialogProps) {
  const { t } = useTranslation('jobs');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{t('apply.title', { title: job.title })}</DialogTitle>
        <DialogDescription>{t('apply.description', { company: job.companyName })}</DialogDescription>
        <ApplyForm jobId={job.id} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
