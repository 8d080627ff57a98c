import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_OPEN_FEEDBACK_CASES } from '@domain/feedback';
import { errorMessage } from '@web/lib/api';
import { useDialogOpener } from '@web/lib/use-dialog-opener';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Skeleton } from '@web/ui/skeleton';
import { useFeedbackCases } from './api/get-cases';
import { CaseDetail } from './case-detail';
import { CaseList } from './case-list';
import { SubmitDialog } from './submit-dialog';
import { LoadError } from '@web/ui/load-error';

/** Feedback & Complaints: the programme's accountability channel. One case opens in place of the list. */
export function FeedbackTab() {
  const { t } = useTranslation('feedback');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [lastOpenedId, setLastOpenedId] = useState<string | null>(null);
  const cases = useFeedbackCases(page);
  const { isOpen, setOpen, open, returnFocus, fallbackRef } = useDialogOpener();
  const atLimit = (cases.data?.openTotal ?? 0) >= MAX_OPEN_FEEDBACK_CASES;

  const openCase = (id: string) => {
    setOpenId(id);
    setLastOpenedId(id);
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id={headingId} className="text-2xl font-semibold">
            {t('title')}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('intro')}</p>
        </div>
        <Button ref={fallbackRef} onClick={open} disabled={!cases.data || atLimit}>
          <Plus aria-hidden="true" />
          {t('submitButton')}
        </Button>
      </div>
      {atLimit && <Alert tone="info">{t('openLimit', { max: MAX_OPEN_FEEDBACK_CASES })}</Alert>}
      {openId ? (
        <CaseDetail id={openId} onBack={() => setOpenId(null)} />
      ) : (
        <>
          {cases.isPending && (
            <div className="flex flex-col gap-3" role="status" aria-label={t('loading')}>
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          )}
          {cases.isError && (
            <LoadError
              error={cases.error}
              message={t('loadFailed', { message: errorMessage(cases.error) })}
              onRetry={() => void cases.refetch()}
            />
          )}
          {cases.data && (
            <CaseList data={cases.data} page={page} onPage={setPage} onOpen={openCase} returnFocusTo={lastOpenedId} />
          )}
        </>
      )}
      <SubmitDialog open={isOpen} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
    </section>
  );
}
