import { cn } from './cn';

/** Tints with dark text at least 4.5:1; the same name always gets the same one. */
const TINTS = [
  'bg-blue-100 text-blue-900',
  'bg-green-100 text-green-900',
  'bg-amber-100 text-amber-900',
  'bg-purple-100 text-purple-900',
  'bg-rose-100 text-rose-900',
  'bg-teal-100 text-teal-900',
];

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase() || '?';
}

function tintOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TINTS[hash % TINTS.length]!;
}

/**
 * A person's initials drawn here, never an image from an avatar service: that
 * would send a refugee's name to a third party. Decorative, since the name is
 * always written beside it.
 */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-full text-base font-semibold',
        tintOf(name),
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
