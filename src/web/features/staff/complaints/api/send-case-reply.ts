import type { FeedbackStaffMessage } from '@domain/feedback-handling';
import { useCaseMutation } from './use-case-mutation';

export const useSendCaseReply = (id: string) => useCaseMutation<FeedbackStaffMessage>(id, 'replies');
