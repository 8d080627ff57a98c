import { useRef, useState, type MouseEvent } from 'react';

/**
 * A dialog opened from several buttons (the header's, an empty state's). On
 * closing, focus goes back to the button that opened it, or to the header's
 * button (`fallbackRef`) when that one is gone, e.g. the empty state after the
 * first item was added.
 */
export function useDialogOpener() {
  const [isOpen, setOpen] = useState(false);
  const fallbackRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setOpen(true);
  };

  /** For Radix's onCloseAutoFocus. */
  const returnFocus = (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : fallbackRef.current)?.focus();
  };

  return { isOpen, setOpen, open, returnFocus, fallbackRef };
}
