import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPosting } from '@domain/job-posting';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@web/ui/dialog';
import { JobForm } from './job-form';

interface JobDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The posting to edit; none to post a new job. */
  job?: JobPosting;
  trigger?: ReactNode;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/** The form mounts on open, so it starts from the right values each time. */
export function JobDialog({ open, onOpenChange, job, trigger, onCloseAutoFocus }: JobDialogProps) {
  const { t } = useTranslation('job-postings');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="sm:max-w-2xl">
        <DialogTitle>{t(job ? 'form.editTitle' : 'form.createTitle')}</DialogTitle>
        <DialogDescription>
          {job ? t('form.editDescription', { title: job.title }) : t('form.createDescription')}
        </DialogDescription>
        <JobForm job={job} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
