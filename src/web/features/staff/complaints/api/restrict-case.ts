import { useCaseMutation } from './use-case-mutation';

export const useRestrictCase = (id: string) => useCaseMutation<Record<string, never>>(id, 'restrict');
