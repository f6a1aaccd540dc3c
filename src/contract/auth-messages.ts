/** The account screens' messages, free of zod so the first page can use them without the form code. */
export const FORGOT_PASSWORD_SENT = 'Password reset email sent. Please check your inbox.';
export const PASSWORD_RESET_DONE =
  'Password has been reset successfully. You can now log in with your new password.';
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_IN_USE = 'This email is already in use. Please try another one.';
/** Not in the spec: a new password found in the list of breached and common ones (ASVS 2.1.7). */
export const COMMON_PASSWORD = 'This password is too common. Please choose a different one.';
/** Not in the spec: sign-ins to one account held back after repeated failures (ASVS 2.2.1). */
export const accountBackoffMessage = (wait: string) =>
  `Too many failed sign-ins for this account. Please try again in ${wait}, sign in from a browser you have signed in with before, or reset your password.`;
export const VERIFY_TO_ADD_BUSINESS = 'Please verify your email address before adding a business.';
