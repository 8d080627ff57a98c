import type { FeedbackStaffMessage } from '@domain/feedback-handling';
import { useCaseMutation } from './use-case-mutation';

export const useAddCaseNote = (id: string) => useCaseMutation<FeedbackStaffMessage>(id, 'notes');
