import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Tints whose text keeps a contrast of at least 4.5:1; colour helps at a glance, the word carries the meaning. */
const TONES = {
  blue: 'border-blue-200 bg-blue-50 text-blue-800',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  green: 'border-green-200 bg-green-50 text-green-800',
  red: 'border-red-200 bg-red-50 text-red-800',
  purple: 'border-purple-200 bg-purple-50 text-purple-800',
} as const;
export type BadgeTone = keyof typeof TONES;

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border border-border px-2.5 py-0.5 text-xs font-medium',
        tone && TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
