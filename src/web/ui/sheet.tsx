import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/*
 * A slide-in drawer on Radix Dialog: focus is trapped inside, Escape and a click
 * on the overlay close it, and focus returns to the button that opened it.
 */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

export function SheetTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

type SheetContentProps = ComponentProps<typeof Dialog.Content> & {
  /** Accessible name of the close button. */
  closeLabel: string;
};

export function SheetContent({ className, children, closeLabel, ...props }: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 transition-opacity duration-200 motion-reduce:transition-none starting:opacity-0" />
      <Dialog.Content
        className={cn(
          'fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl transition-transform duration-200 motion-reduce:transition-none starting:-translate-x-full rtl:starting:translate-x-full',
          className,
        )}
        {...props}
      >
        {children}
        <Dialog.Close
          aria-label={closeLabel}
          className="absolute top-3 end-3 flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-muted"
        >
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
