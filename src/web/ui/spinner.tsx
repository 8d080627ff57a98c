import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

/** Decorative: the busy state is told in words next to it (e.g. "Signing In..."). */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}
