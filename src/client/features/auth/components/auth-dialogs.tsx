import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { SignupDialog } from './signup-dialog';
import { useLinkActions } from './use-link-actions';

/** Mounted once by the app: the four account dialogs and the e-mail link handling. */
export function AuthDialogs() {
  useLinkActions();
  return (
    <>
      <LoginDialog />
      <SignupDialog />
      <ForgotPasswordDialog />
      <ResetPasswordDialog />
    </>
  );
}
