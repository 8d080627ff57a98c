import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { acceptsFollowUps } from '@domain/feedback';
import { Alert } from '@web/ui/alert';
import { ConversationDetail } from '@web/features/beneficiary/shared/conversation-detail';
import { useFeedbackCase } from './api/get-case';
import { CaseConversation } from './case-conversation';
import { CaseFacts } from './case-facts';
import { FollowUpForm } from './follow-up-form';

/** One case: what the person wrote, the conversation with the agency, and room for a follow-up until it is closed. */
export function CaseDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('feedback');
  const query = useFeedbackCase(id);
  return (
    <ConversationDetail query={query} onBack={onBack} namespace="feedback" keyPrefix="detail">
      {(data) => (
        <>
          <CaseFacts item={data} />
          {data.sensitive && (
            <p className="flex items-center gap-2 text-sm font-medium text-amber-900">
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
              {t('detail.restricted')}
            </p>
          )}
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold">{t('detail.whatYouWrote')}</h3>
            <p className="break-words whitespace-pre-wrap">{data.description}</p>
          </section>
          <section className="flex flex-col gap-3">
            <h3 className="font-semibold">{t('detail.conversation')}</h3>
            <CaseConversation replies={data.replies} />
          </section>
          {acceptsFollowUps(data.status) ? (
            <FollowUpForm caseId={data.id} />
          ) : (
            <Alert tone="info">{t('detail.closed')}</Alert>
          )}
        </>
      )}
    </ConversationDetail>
  );
}
