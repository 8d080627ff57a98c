import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';
import { cn } from './cn';

interface Edges {
  /** More to see towards the start of the reading direction (left in English, right in Arabic). */
  start: boolean;
  end: boolean;
}

/** Which ends of a sideways-scrolling list hide items; Chromium counts scrollLeft negative right to left. */
function useHiddenEdges(listRef: RefObject<HTMLElement | null>, watch: unknown): Edges {
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const offset = Math.abs(list.scrollLeft);
      const hidden = list.scrollWidth - list.clientWidth;
      setEdges({ start: offset > 1, end: offset < hidden - 1 });
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [listRef, watch]);
  return edges;
}

function scrollTowards(list: HTMLElement | null, towards: 'start' | 'end') {
  if (!list) return;
  const rightToLeft = getComputedStyle(list).direction === 'rtl';
  const forwards = towards === 'end' ? 1 : -1;
  list.scrollBy({ left: forwards * (rightToLeft ? -1 : 1) * list.clientWidth * 0.75, behavior: 'smooth' });
}

const HINT =
  'absolute inset-y-0 z-10 flex w-10 items-center justify-center text-slate-700 from-white from-50% to-transparent';

interface ScrollHintsProps {
  listRef: RefObject<HTMLElement | null>;
  /** Re-measure when this changes (the labels, in another language). */
  watch: unknown;
  className?: string;
}

/*
 * A fade with an arrow at each end of a tab bar that hides tabs, so nobody has to guess that it scrolls
 * (at 200% text on a phone most tabs are out of sight). The arrows are a pointer's shortcut only: a keyboard
 * or screen reader reaches every tab in the list itself, so they stay out of the tab order and the tree.
 */
export function ScrollHints({ listRef, watch, className }: ScrollHintsProps) {
  const edges = useHiddenEdges(listRef, watch);
  return (
    <>
      {edges.start && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-scroll-hint="start"
          onClick={() => scrollTowards(listRef.current, 'start')}
          className={cn(HINT, 'start-0 bg-linear-to-r rtl:bg-linear-to-l', className)}
        >
          <ChevronLeft className="size-5" />
        </button>
      )}
      {edges.end && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-scroll-hint="end"
          onClick={() => scrollTowards(listRef.current, 'end')}
          className={cn(HINT, 'end-0 bg-linear-to-l rtl:bg-linear-to-r', className)}
        >
          <ChevronRight className="size-5" />
        </button>
      )}
    </>
  );
}
