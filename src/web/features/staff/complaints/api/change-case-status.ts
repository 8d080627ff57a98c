import type { FeedbackStatusChange } from '@domain/feedback-handling';
import { useCaseMutation } from './use-case-mutation';

export const useChangeCaseStatus = (id: string) => useCaseMutation<FeedbackStatusChange>(id, 'status');
