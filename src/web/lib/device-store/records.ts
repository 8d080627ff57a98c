/** One form's answers kept on the device, for one person. */
export interface DraftRecord<T> {
  userId: string;
  /** Which form: 'application-wizard', 'profile', 'feedback', 'reply:<conversation>'... */
  name: string;
  value: T;
  /** ISO time of the last keep: a copy from the server that is newer wins over it. */
  savedAt: string;
}

export function draftRecord<T>(userId: string, name: string, value: T, at: Date): DraftRecord<T> {
  return { userId, name, value, savedAt: at.toISOString() };
}

/**
 * Whether the copy on this device should be shown rather than the server's: it is, unless the server's
 * was saved later (the person went on typing on another phone).
 */
export function deviceCopyWins(record: Pick<DraftRecord<unknown>, 'savedAt'>, serverSavedAt?: string | null): boolean {
  if (!serverSavedAt) return true;
  return Date.parse(record.savedAt) >= Date.parse(serverSavedAt);
}

/**
 * Whether a form's values are worth keeping: a form nobody has typed in yet is not a draft, and keeping it
 * would show "restored" to a person who typed nothing.
 */
export function hasTypedSomething(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.some(hasTypedSomething);
  if (value && typeof value === 'object') return Object.values(value).some(hasTypedSomething);
  return false;
}

/** Whether the form's values differ from what it opened with (the server's copy): only then is there a draft. */
export function differsFrom(values: unknown, defaults: unknown): boolean {
  return JSON.stringify(values) !== JSON.stringify(defaults ?? {});
}
