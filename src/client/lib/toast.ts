import { useSyncExternalStore } from 'react';
import { messageOf } from './api-client';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string | undefined;
  variant: 'default' | 'destructive' | 'success';
}

/** One toast at a time (SPEC §9): a new one replaces the current one. */
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function toast(input: {
  title: string;
  description?: string | undefined;
  variant?: ToastMessage['variant'];
}): void {
  current = { id: nextId++, variant: 'default', ...input };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null, // A rendered page shows no toast: they only follow an action.
  );
}

/** A failed action in a destructive toast: its title, the server's message or else `fallback`. */
export function toastError(title: string, error: unknown, fallback: string): void {
  toast({ variant: 'destructive', title, description: messageOf(error, fallback) });
}
