import { Check, Eye, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPostingView } from '@domain/job-search';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { ApplyDialog } from './apply-dialog';
import { JobDetailDialog } from './job-detail-dialog';

/** View details and Apply; the details' own Apply button hands over to the apply dialog. */
export function JobActions({ job }: { job: JobPostingView }) {
  const { t } = useTranslation('jobs');
  const [viewing, setViewing] = useState(false);
  const [applying, setApplying] = useState(false);
  const applyRef = useRef<HTMLButtonElement>(null);
  const detailsRef = useRef<HTMLButtonElement>(null);

  // Going from the details to the apply dialog: the closing details must not pull focus back to the card.
  const handingOver = useRef(false);
  const startApplying = () => {
    handingOver.current = true;
    setViewing(false);
    setApplying(true);
  };

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Button ref={detailsRef} variant="outline" size="sm" onClick={() => setViewing(true)}>
        <Eye aria-hidden="true" />
        {t('card.details')}
        <span className="sr-only">: {job.title}</span>
      </Button>
      {job.applicationId ? (
        <Badge className="border-green-200 bg-green-50 text-green-800">
          <Check aria-hidden="true" className="me-1 size-3" />
          {t('card.applied')}
        </Badge>
      ) : (
        <Button ref={applyRef} size="sm" onClick={() => setApplying(true)}>
          <Send aria-hidden="true" />
          {t('card.apply')}
          <span className="sr-only">: {job.title}</span>
        </Button>
      )}
      <JobDetailDialog
        jobId={job.id}
        open={viewing}
        onOpenChange={setViewing}
        onApply={job.applicationId ? undefined : startApplying}
        onCloseAutoFocus={(event) => {
          if (!handingOver.current) return;
          handingOver.current = false;
          event.preventDefault();
        }}
      />
      <ApplyDialog
        job={job}
        open={applying}
        onOpenChange={setApplying}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          (applyRef.current ?? detailsRef.current)?.focus();
        }}
      />
    </div>
  );
}
