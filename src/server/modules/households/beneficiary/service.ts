import { isUuid } from '@domain/ids';
import {
  MAX_DECLARED_MEMBERS,
  type DeclaredMember,
  type DeclaredMemberInput,
  type DeclaredMemberList,
} from '@domain/households';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { toDeclaredMember } from '../declared-mapper';
import type { LoadOwnPerson } from '../household-deps';
import {
  countOwnDeclared,
  deleteDeclared,
  findOwnDeclared,
  insertDeclared,
  listOwnDeclared,
  lockDeclarationsOf,
} from './queries';

export async function listDeclaredMembers(
  db: Database,
  loadOwnPerson: LoadOwnPerson,
  user: CurrentUser | null,
): Promise<DeclaredMemberList> {
  const person = await loadOwnPerson(db, user);
  const rows = await listOwnDeclared(db, person.id);
  return {
    members: rows.map(({ declared, matchedName }) => toDeclaredMember(declared, matchedName)),
    limit: MAX_DECLARED_MEMBERS,
  };
}

/** A member the person says lives with them; staff later reconcile it with the registry. */
export async function declareMember(
  db: Database,
  loadOwnPerson: LoadOwnPerson,
  user: CurrentUser | null,
  input: DeclaredMemberInput,
): Promise<DeclaredMember> {
  const person = await loadOwnPerson(db, user);
  const row = await db.transaction(async (tx) => {
    await lockDeclarationsOf(tx, person.id);
    if ((await countOwnDeclared(tx, person.id)) >= MAX_DECLARED_MEMBERS) {
      throw new AppError('conflict', 'errors:households.declaredLimit', { params: { max: MAX_DECLARED_MEMBERS } });
    }
    return insertDeclared(tx, person.id, input);
  });
  return toDeclaredMember(row, null);
}

/** Only the person's own, and not one staff matched to a registry person: that match is staff's record now. */
export async function removeDeclaredMember(
  db: Database,
  loadOwnPerson: LoadOwnPerson,
  user: CurrentUser | null,
  id: string,
): Promise<void> {
  const person = await loadOwnPerson(db, user);
  const row = isUuid(id) ? await findOwnDeclared(db, person.id, id) : null;
  if (!row) throw new AppError('not_found', 'errors:households.declarationNotFound');
  if (row.reconciliation === 'matched') throw new AppError('conflict', 'errors:households.matchedCannotBeDeleted');
  await deleteDeclared(db, row.id);
}
