import type { ComponentProps } from 'react';
import { cn } from './cn';

/*
 * Plain table parts in the design system's style. The wrapper scrolls
 * sideways on a narrow screen instead of squeezing the columns; it takes
 * focus so that keyboard users can scroll it too.
 */

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <div tabIndex={0} className="w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring">
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-border bg-muted/50', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b border-border hover:bg-muted/30 data-[selected=true]:bg-blue-50', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('h-10 px-3 text-start align-middle font-medium whitespace-nowrap text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}
