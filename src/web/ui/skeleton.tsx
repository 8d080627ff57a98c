import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A grey placeholder block while data loads; hidden from screen readers (announce loading separately). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
