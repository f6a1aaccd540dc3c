import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthDialog = 'login' | 'signup' | 'forgot' | 'reset' | null;

interface AuthDialogsState {
  open: AuthDialog;
  /** The token of a password-reset link, once verified. */
  resetToken: string | null;
  show: (dialog: Exclude<AuthDialog, null | 'reset'>) => void;
  showReset: (token: string) => void;
  close: () => void;
}

const AuthDialogsContext = createContext<AuthDialogsState | null>(null);

/** Which account dialog is open: one at a time, opened from anywhere (header, pages, guards). */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<AuthDialog>(null);
  const [resetToken, setResetToken] = useState<string | null>(null);
  const value = useMemo<AuthDialogsState>(
    () => ({
      open,
      resetToken,
      show: (dialog) => setOpen(dialog),
      showReset: (token) => {
        setResetToken(token);
        setOpen('reset');
      },
      close: () => setOpen(null),
    }),
    [open, resetToken],
  );
  return <AuthDialogsContext.Provider value={value}>{children}</AuthDialogsContext.Provider>;
}

export function useAuthDialogs(): AuthDialogsState {
  const state = useContext(AuthDialogsContext);
  if (!state) throw new Error('useAuthDialogs outside AuthDialogsProvider');
  return state;
}
