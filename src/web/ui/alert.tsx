import type { ComponentProps } from 'react';
import { cn } from './cn';

type AlertTone = 'info' | 'success' | 'error' | 'warning';

const tones: Record<AlertTone, string> = {
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

/** Errors are announced at once (role=alert); other tones politely (role=status). */
export function Alert({ tone = 'info', className, ...props }: ComponentProps<'div'> & { tone?: AlertTone }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-md border px-4 py-3 text-sm', tones[tone], className)}
      {...props}
    />
  );
}
