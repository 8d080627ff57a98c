// zod/mini like every schema the web may import: it bundles only what it uses (docs/decisions/0003).
import * as z from 'zod/mini';

/**
 * The page a list is asked for. Deep enough for any list the product shows (a
 * million people at ten a page), bounded so that a hand-made URL cannot ask for
 * an offset the database would scan for nothing.
 */
export const MAX_PAGE_NUMBER = 100_000;
/** A page larger than this is a download, which has its own export. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/** The `page` and `pageSize` query parameters of every paged list, with the list's own default page size. */
export function pagingQuerySchema(defaultPageSize: number = DEFAULT_PAGE_SIZE) {
  return z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_NUMBER)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)), defaultPageSize),
  });
}

/** One page of a list: its items, where it is, and how many there are in all. */
export function pageSchema<Item extends z.core.SomeType>(item: Item) {
  return z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });
}

export type Page<Item> = { items: Item[]; page: number; pageSize: number; total: number };

/**
 * A record's id in a path. Not checked as a UUID here: services answer 404 for an
 * id that cannot exist (domain/ids.ts), the same answer as for one that does not.
 */
export const idParamsSchema = z.object({ id: z.string().check(z.maxLength(100)) });
