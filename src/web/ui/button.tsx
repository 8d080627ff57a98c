import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

// max-w-full and overflow-wrap: a label wraps inside its box (200% text on a phone) instead of pushing past it.
const buttonVariants = cva(
  'inline-flex max-w-full items-center justify-center gap-2 rounded-md text-center font-medium [overflow-wrap:anywhere] transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-blue-800',
        outline: 'border border-border bg-white text-slate-900 hover:bg-muted',
        ghost: 'text-slate-700 hover:bg-muted',
        destructive: 'bg-destructive text-white hover:bg-red-800',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        // Text size lives here, not in the base, so each size sets it once (no tailwind-merge to settle conflicts).
        default: 'min-h-10 px-4 py-2 text-sm',
        sm: 'min-h-9 px-3 py-1.5 text-sm',
        lg: 'min-h-11 px-6 py-2 text-base',
        icon: 'size-10 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** `asChild` renders the styles on the child (a router Link), keeping one button look. */
export function Button({ className, variant, size, asChild = false, type = 'button', ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : type}
      {...props}
    />
  );
}
