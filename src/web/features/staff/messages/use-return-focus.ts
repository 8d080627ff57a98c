import { useRef } from 'react';

/**
 * For a dialog opened without a Radix trigger (one dialog for many inbox rows, or
 * opened by state): Radix would return focus nowhere, so it goes back to whatever
 * had focus when the dialog opened.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      opener.current?.focus();
    },
  };
}
