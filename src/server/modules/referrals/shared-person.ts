import type { SharedPerson, ShareableField } from '@domain/referrals';
import type { Database } from '@server/db/client';
import { loadDocumentList, loadPersonForSharing } from './queries';

const NOTHING: SharedPerson = {
  name: null,
  phone: null,
  location: null,
  birthDate: null,
  gender: null,
  nationality: null,
  household: null,
  documents: null,
};

/**
 * The person as a referral shows them: read live from the registry (a new phone number reaches the
 * receiving side), but only the fields the referral shares; everything else stays null.
 */
export async function sharedPerson(
  db: Database,
  beneficiaryId: string,
  fields: readonly ShareableField[],
): Promise<SharedPerson> {
  const person = await loadPersonForSharing(db, beneficiaryId);
  if (!person) return NOTHING;
  const shares = (field: ShareableField) => fields.includes(field);
  return {
    name: shares('name') ? `${person.firstName} ${person.lastName}` : null,
    phone: shares('phone') ? person.phoneNumber : null,
    location: shares('location') ? { camp: person.camp, area: person.area, block: person.block } : null,
    birthDate: shares('birthDate') ? person.dateOfBirth : null,
    gender: shares('gender') ? person.gender : null,
    nationality: shares('nationality') ? person.nationality : null,
    household: shares('household') ? { householdId: person.householdId, size: person.householdSize } : null,
    documents: shares('documents') ? await loadDocumentList(db, beneficiaryId) : null,
  };
}
