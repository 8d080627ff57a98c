import { FEEDBACK_FOLLOW_UP_MAX, feedbackFollowUpSchema } from '@domain/feedback';
import { ReplyForm } from '@web/features/beneficiary/shared/reply-form';
import { useSendFollowUp } from './api/send-follow-up';

export function FollowUpForm({ caseId }: { caseId: string }) {
  const send = useSendFollowUp(caseId);
  return (
    <ReplyForm
      schema={feedbackFollowUpSchema}
      maxLength={FEEDBACK_FOLLOW_UP_MAX}
      send={send}
      namespace="feedback"
      keyPrefix="followUp"
      keptAs={`follow-up:${caseId}`}
      rows={3}
    />
  );
}
