import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A native select, styled like Input: phones show their own picker, screen
 * readers and keyboards work without extra code, and it costs no JavaScript.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
