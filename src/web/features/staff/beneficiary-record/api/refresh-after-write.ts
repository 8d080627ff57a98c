import type { QueryClient } from '@tanstack/react-query';
import type { BeneficiaryRecord, RegistryPerson } from '@domain/registry-beneficiary-record';
import { beneficiaryRecordKey } from './get-beneficiary-record';

/** The key prefix of the registry list page's queries (staff/beneficiaries), which show the same rows. */
export const REGISTRY_LIST_KEY = ['staff', 'registry'] as const;

/**
 * After an edit or a status change: the record takes the answered person in
 * place (refetching it would write one more "viewed" entry into the person's
 * history for nothing), while the history and the registry lists refetch.
 * `refetchRecord` is for edits that change the related lists (a new household).
 */
export async function refreshAfterWrite(
  queryClient: QueryClient,
  person: RegistryPerson,
  refetchRecord = false,
): Promise<void> {
  const recordKey = beneficiaryRecordKey(person.id);
  if (!refetchRecord) {
    queryClient.setQueriesData<BeneficiaryRecord>({ queryKey: recordKey }, (old) =>
      old && 'person' in old ? { ...old, person } : old,
    );
  }
  await queryClient.invalidateQueries({ queryKey: REGISTRY_LIST_KEY });
  await queryClient.invalidateQueries({
    queryKey: ['staff', 'beneficiaries'],
    predicate: (query) => {
      const [, , kind, id, part] = query.queryKey;
      const isThisRecord = kind === recordKey[2] && id === person.id && part !== 'history';
      return refetchRecord || !isThisRecord;
    },
  });
}
