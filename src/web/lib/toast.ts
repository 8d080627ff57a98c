import { useSyncExternalStore } from 'react';

/*
 * Toasts without shipping the toast library on every page: sonner is fetched
 * the first time something is announced, and the host mounts its Toaster then.
 * sonner replays toasts created before its Toaster subscribed, so none is lost.
 */
type ToastKind = 'success' | 'error' | 'info';
interface ToastOptions {
  description?: string;
}

let hostWanted = false;
const listeners = new Set<() => void>();

function wantHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  listeners.forEach((listener) => listener());
}

async function show(kind: ToastKind, title: string, options?: ToastOptions): Promise<void> {
  wantHost();
  const { toast: sonner } = await import('sonner');
  sonner[kind](title, options);
}

export const toast = {
  success: (title: string, options?: ToastOptions) => void show('success', title, options),
  error: (title: string, options?: ToastOptions) => void show('error', title, options),
  info: (title: string, options?: ToastOptions) => void show('info', title, options),
};

/** True once any toast was requested: the host then mounts sonner's Toaster. */
export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostWanted,
  );
}
