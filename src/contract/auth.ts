import { z } from 'zod';
import { singleLine } from './common';
import { userSchema } from './user';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * What a single-use token sent by e-mail or given at login is for: verifying the address,
 * resetting the password, or one appeal of a suspended account whose password was right
 * (issue 31).
 */
export const AUTH_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'suspension_appeal'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

export const emailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Invalid email address')
    .pipe(z.email('Invalid email address'))
    .transform((email) => email.toLowerCase());

const newPasswordField = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
  .max(256, 'Password must be at most 256 characters');

export const signupSchema = z
  .object({
    firstName: singleLine({ error: 'First name is required' })
      .min(1, 'First name is required')
      .max(100, 'First name is too long'),
    lastName: singleLine({ error: 'Last name is required' })
      .min(1, 'Last name is required')
      .max(100, 'Last name is too long'),
    email: emailField('Invalid email address'),
    password: newPasswordField,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    terms: z.literal(true, { error: 'You must accept the terms and conditions' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailField('Email and password are required'),
  password: z
    .string({ error: 'Email and password are required' })
    .min(1, 'Password is required')
    .max(256, 'Password is required'),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField('Invalid email address') });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetTokenField = z
  .string({ error: 'Invalid reset token' })
  .min(1, 'Invalid reset token')
  .max(200, 'Invalid reset token');

/** The reset dialog's form: the token travels separately, from the address bar. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const resetPasswordSchema = z.object({ token: resetTokenField, password: newPasswordField });

export const authUserResponseSchema = z.object({ success: z.literal(true), user: userSchema });
export const checkEmailResponseSchema = z.object({ exists: z.boolean() });

export {
  accountBackoffMessage,
  COMMON_PASSWORD,
  EMAIL_IN_USE,
  FORGOT_PASSWORD_SENT,
  INVALID_CREDENTIALS,
  INVALID_RESET_TOKEN,
  PASSWORD_RESET_DONE,
} from './auth-messages';
