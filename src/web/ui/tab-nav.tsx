import { cva } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ScrollHints } from './scroll-hints';
import { NavLink, useLocation } from 'react-router';
import { cn } from './cn';

export interface TabNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Match the path exactly (the portal's index tab). */
  end?: boolean;
  /** Draw a separator before this tab (settings below the rest). */
  separated?: boolean;
}

/*
 * `bar` scrolls sideways (many tabs on a 320 px phone), `list` stacks them in a
 * side menu, `responsive` is a bar on phones and a list from the lg breakpoint.
 */
type TabNavLayout = 'bar' | 'list' | 'responsive';

const listVariants = cva('flex gap-1', {
  variants: {
    layout: {
      bar: 'overflow-x-auto overscroll-x-contain px-2 py-2 [scrollbar-width:thin]',
      list: 'flex-col',
      responsive:
        'overflow-x-auto overscroll-x-contain px-2 py-2 [scrollbar-width:thin] lg:flex-col lg:overflow-visible lg:p-0',
    },
  },
});

const separatorVariants = cva('', {
  variants: {
    layout: {
      bar: 'ms-1 border-s border-border ps-2',
      list: 'mt-2 border-t border-border pt-2',
      responsive: 'ms-1 border-s border-border ps-2 lg:mt-2 lg:ms-0 lg:border-t lg:border-s-0 lg:pt-2 lg:ps-0',
    },
  },
});

interface TabNavProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  items: TabNavItem[];
  layout?: TabNavLayout;
  className?: string;
  /** Called when a tab is chosen (a drawer closes itself). */
  onNavigate?: () => void;
}

/** Tabs that are links: the URL holds the active tab, so back, reload and sharing work. */
export function TabNav({ label, items, layout = 'bar', className, onNavigate }: TabNavProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // Keep the active tab visible in a sideways-scrolling bar after a reload or back,
  // without scrolling the page itself (scrollIntoView would).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const tab = active.getBoundingClientRect();
    const visible = list.getBoundingClientRect();
    if (tab.left < visible.left) list.scrollLeft += tab.left - visible.left - 16;
    else if (tab.right > visible.right) list.scrollLeft += tab.right - visible.right + 16;
  }, [pathname]);

  return (
    <nav aria-label={label} className={cn('relative', className)}>
      {layout !== 'list' && (
        <ScrollHints listRef={listRef} watch={items} className={layout === 'responsive' ? 'lg:hidden' : undefined} />
      )}
      <ul ref={listRef} className={listVariants({ layout })}>
        {items.map(({ to, label: itemLabel, icon: Icon, end, separated }) => (
          <li key={to} className={cn('shrink-0', separated && separatorVariants({ layout }))}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-10 items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-primary text-primary-foreground'
                    : 'text-slate-700 hover:bg-muted hover:text-slate-900',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {itemLabel}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
