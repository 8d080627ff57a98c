import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A native checkbox at a touch-friendly size: keyboard and screen readers work without help. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('size-4 cursor-pointer rounded border-border accent-primary', className)}
      {...props}
    />
  );
}
