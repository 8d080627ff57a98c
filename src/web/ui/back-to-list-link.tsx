import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** Where a list was when one of its items was opened: carried in the router state of the link. */
interface ListOrigin {
  pathname: string;
  search: string;
}

/**
 * The router state for a list's links to its items (`<Link state={useListOrigin()}>`):
 * the item page's "Back to the list" then returns to the list with its filters and page.
 * It lives in the history entry, not in the address, so it survives a reload but
 * not a copied link, and search words typed about a person stay out of shared links.
 */
export function useListOrigin(): { listOrigin: ListOrigin } {
  const { pathname, search } = useLocation();
  return { listOrigin: { pathname, search } };
}

/** The list as it was left when the page was opened from it; the plain list when opened from anywhere else. */
export function backToListTarget(listPath: string, state: unknown): string {
  if (typeof state !== 'object' || state === null || !('listOrigin' in state)) return listPath;
  const origin: unknown = state.listOrigin;
  if (typeof origin !== 'object' || origin === null || !('pathname' in origin) || !('search' in origin))
    return listPath;
  const { pathname, search } = origin;
  if (pathname !== listPath || typeof search !== 'string' || (search !== '' && !search.startsWith('?')))
    return listPath;
  return `${listPath}${search}`;
}

/**
 * "Back to the list" on an item page. A real link rather than history.back():
 * a page opened from a notification or another person's record has no list
 * behind it, and Back would leave the queue instead of returning to it.
 */
export function BackToListLink({ listPath, children }: { listPath: string; children: ReactNode }) {
  const { state } = useLocation();
  return (
    <Link
      to={backToListTarget(listPath, state)}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
