import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. We do not ship tailwind-merge (8 KB on every page): a
 * caller's className is added after the component's own classes, so callers
 * add to a component's look rather than fight its base classes.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
