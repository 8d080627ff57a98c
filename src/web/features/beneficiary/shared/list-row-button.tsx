import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@web/ui/cn';

interface ListRowButtonProps {
  onOpen: () => void;
  /** Focus lands here when the reader comes back from what this row opened. */
  autoFocus?: boolean;
  className?: string;
  children: ReactNode;
}

/** One list item as a single button: its whole text is what a screen reader announces. */
export function ListRowButton({ onOpen, autoFocus, className, children }: ListRowButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  // Coming back from the opened item puts the reader where they left the list.
  useEffect(() => {
    if (autoFocus) button.current?.focus();
  }, [autoFocus]);
  return (
    <li>
      <button
        type="button"
        ref={button}
        onClick={onOpen}
        className={cn('flex w-full flex-col gap-1 px-4 py-3 text-start hover:bg-muted', className)}
      >
        {children}
      </button>
    </li>
  );
}
