import type { FeedbackAssignInput } from '@domain/feedback-handling';
import { useCaseMutation } from './use-case-mutation';

/** No user: assign to me. */
export const useAssignCase = (id: string) => useCaseMutation<FeedbackAssignInput>(id, 'assign');
