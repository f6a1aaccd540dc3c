import { lazy, Suspense } from 'react';
import { useAuthDialogs, type AuthDialog } from '@/client/lib/auth-dialogs';
import { useLinkActions } from './use-link-actions';

/** The dialogs (and the form code they need) load when first opened, not with every page. */
const DIALOGS = {
  login: lazy(async () => ({ default: (await import('./login-dialog')).LoginDialog })),
  signup: lazy(async () => ({ default: (await import('./signup-dialog')).SignupDialog })),
  forgot: lazy(async () => ({
    default: (await import('./forgot-password-dialog')).ForgotPasswordDialog,
  })),
  reset: lazy(async () => ({
    default: (await import('./reset-password-dialog')).ResetPasswordDialog,
  })),
} satisfies Record<Exclude<AuthDialog, null>, unknown>;

/** Mounted once by the app: the open account dialog and the e-mail link handling. */
export function AuthDialogs() {
  useLinkActions();
  const { open } = useAuthDialogs();
  if (open === null) return null;
  const Dialog = DIALOGS[open];
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}
