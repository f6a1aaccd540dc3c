import { useEffect, useSyncExternalStore } from 'react';
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastMessage | null {
  // A rendered page shows no toast: they only follow an action.
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Whether a toast has been shown since the page loaded: the toaster's code is fetched then. */
export function useToastShownYet(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => nextId > 1,
    () => false,
  );
}

/** How many open dialogs show the toast inside them (DialogContent, on a phone), and who asks. */
let dialogsShowingToast = 0;
const dialogListeners = new Set<() => void>();

function countDialog(change: number): void {
  dialogsShowingToast += change;
  for (const listener of dialogListeners) listener();
}

/** For an open dialog that shows the toast inside it, while it is open: the toast to show. */
export function useToastInDialog(): ToastMessage | null {
  useEffect(() => {
    countDialog(1);
    return () => countDialog(-1);
  }, []);
  return useCurrentToast();
}

/** Whether an open dialog shows the toast: the floating one then keeps away. */
export function useToastInDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      dialogListeners.add(listener);
      return () => dialogListeners.delete(listener);
    },
    () => dialogsShowingToast > 0,
    () => false,
  );
}

/** A failed action in a destructive toast: its title, the server's message or else `fallback`. */
export function toastError(title: string, error: unknown, fallback: string): void {
  toast({ variant: 'destructive', title, description: messageOf(error, fallback) });
}
