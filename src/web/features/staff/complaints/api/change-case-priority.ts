import type { FeedbackPriorityChange } from '@domain/feedback-handling';
import { useCaseMutation } from './use-case-mutation';

export const useChangeCasePriority = (id: string) => useCaseMutation<FeedbackPriorityChange>(id, 'priority');
