import { and, asc, or, sql, type SQL } from 'drizzle-orm';
import type { SearchTerm } from '@domain/registry-search';
import type { Database } from '@server/db/client';
import { escapeLike } from '@server/db/escape-like';
import { beneficiaries, projects } from '@server/db/schema';
import { searchableName, searchCondition } from '../staff-list/queries';

/** The registry list's search condition and order: the header finds whom the list would find. */
function personMatch(term: SearchTerm): { where: SQL | undefined; order: SQL[] } {
  switch (term.kind) {
    case 'progresId':
      return { where: searchCondition(term), order: [asc(beneficiaries.progresId)] };
    case 'phone':
      return { where: searchCondition(term), order: [asc(beneficiaries.phoneNumber), asc(beneficiaries.id)] };
    case 'name':
      return {
        where: searchCondition(term),
        order: [sql`word_similarity(${term.text}, ${searchableName}) desc`, asc(beneficiaries.id)],
      };
  }
}

export async function findPeople(db: Database, term: SearchTerm, inScope: SQL, limit: number) {
  const { where, order } = personMatch(term);
  return db
    .select({
      id: beneficiaries.id,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      progresId: beneficiaries.progresId,
      camp: beneficiaries.locationCamp,
      area: beneficiaries.locationArea,
      block: beneficiaries.locationBlock,
      status: beneficiaries.status,
    })
    .from(beneficiaries)
    .where(and(where, inScope))
    .orderBy(...order)
    .limit(limit);
}

/** Projects are few (hundreds): a code prefix or a word of the name, codes first. */
export async function findProjects(db: Database, text: string, inScope: SQL, limit: number) {
  const pattern = escapeLike(text);
  const codeMatch = sql`${projects.code} ilike ${`${pattern}%`}`;
  return db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      partner: projects.partner,
      status: projects.status,
    })
    .from(projects)
    .where(and(or(codeMatch, sql`${projects.name} ilike ${`%${pattern}%`}`), inScope))
    .orderBy(sql`(${codeMatch}) desc`, asc(projects.name))
    .limit(limit);
}
