import { ArrowLeft, MessageSquareDot, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { FeedbackStaffCase } from '@domain/feedback-handling';
import { ApiError, errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { Alert } from '@web/ui/alert';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useAddCaseNote } from './api/add-case-note';
import { useStaffFeedbackCase } from './api/get-case';
import { useSendCaseReply } from './api/send-case-reply';
import { CaseFacts } from './case-facts';
import { CaseHandling } from './case-handling';
import { CaseConversation, CaseNotesList, OnlyStaffNotice } from './case-messages';
import { StaffMessageForm } from './staff-message-form';

function CaseView({ item }: { item: FeedbackStaffCase }) {
  const { t, i18n } = useTranslation('staff-feedback');
  const reply = useSendCaseReply(item.id);
  const note = useAddCaseNote(item.id);
  return (
    <>
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold break-words">{item.subject}</h1>
        {item.sensitive && (
          <p className="flex items-center gap-2 text-sm font-medium text-red-800">
            <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
            {t('case.restrictedNote')}
          </p>
        )}
        {item.awaitingReply && (
          <p className="flex items-center gap-2 text-sm font-medium text-blue-800">
            <MessageSquareDot aria-hidden="true" className="size-4 shrink-0" />
            {t('awaiting.caseNote', { date: formatDate(item.lastPersonMessageAt ?? item.updatedAt, i18n.language) })}
          </p>
        )}
      </div>
      <CaseFacts item={item} />
      <CaseHandling key={`${item.priority}-${item.status}`} item={item} />
      <section aria-labelledby="case-description" className="flex flex-col gap-2">
        <h2 id="case-description" className="text-lg font-semibold">
          {t('case.whatTheyWrote')}
        </h2>
        <p className="break-words whitespace-pre-wrap">{item.description}</p>
      </section>
      <section aria-labelledby="case-conversation" className="flex flex-col gap-3">
        <h2 id="case-conversation" className="text-lg font-semibold">
          {t('case.conversation')}
        </h2>
        <CaseConversation replies={item.replies} />
        {item.allowed.handle && item.status !== 'closed' && <StaffMessageForm kind="reply" send={reply} />}
      </section>
      <section
        aria-labelledby="case-notes"
        className="flex flex-col gap-3 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50/40 p-4"
      >
        <h2 id="case-notes" className="text-lg font-semibold">
          {t('case.notes')}
        </h2>
        <OnlyStaffNotice />
        <CaseNotesList notes={item.notes} />
        {item.allowed.handle && <StaffMessageForm kind="note" send={note} />}
      </section>
    </>
  );
}

function CaseBody({ caseId }: { caseId: string }) {
  const { t } = useTranslation('staff-feedback');
  const query = useStaffFeedbackCase(caseId);
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('case.loading')} className="flex flex-col gap-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <Alert tone="info" className="flex flex-col gap-1">
          <h1 className="text-lg font-semibold">{t('case.notFoundTitle')}</h1>
          <p>{t('case.notFoundText')}</p>
        </Alert>
      );
    }
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        message={t('case.loadFailed', { message: errorMessage(query.error) })}
      />
    );
  }
  return <CaseView item={query.data} />;
}

/** /staff/complaints/:caseId: one case, its conversation with the person, and the team's internal notes. */
export default function CasePage() {
  const { t } = useTranslation('staff-feedback');
  const { caseId = '' } = useParams();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Link
        to="/staff/complaints"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('case.back')}
      </Link>
      <CaseBody key={caseId} caseId={caseId} />
    </div>
  );
}
