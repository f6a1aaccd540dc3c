import { z } from 'zod';

/**
 * A customer withdraws a sent request (issue 31): why, from a short list as Thumbtack and Angi ask
 * it, and an optional note the businesses read. The request is then closed for every business
 * still in it; they are told, and their conversations stop taking messages and estimates.
 */
export const WITHDRAW_REASONS = [
  'hired_elsewhere',
  'no_longer_needed',
  'too_expensive',
  'doing_it_myself',
  'other',
] as const;
export type WithdrawReason = (typeof WITHDRAW_REASONS)[number];

export const WITHDRAW_REASON_LABELS: Record<WithdrawReason, string> = {
  hired_elsewhere: 'I hired someone outside QuoteLocal',
  no_longer_needed: 'I no longer need this done',
  too_expensive: 'The estimates were more than I want to spend',
  doing_it_myself: "I'm doing it myself",
  other: 'Another reason',
};

export const WITHDRAW_NOTE_MAX_LENGTH = 500;
export const WITHDRAW_REASON_REQUIRED = 'Choose why you are withdrawing this request.';

export const withdrawQuoteSchema = z.object({
  reason: z.enum(WITHDRAW_REASONS, { error: WITHDRAW_REASON_REQUIRED }),
  note: z
    .string()
    .trim()
    .max(WITHDRAW_NOTE_MAX_LENGTH, `Notes can be at most ${WITHDRAW_NOTE_MAX_LENGTH} characters.`)
    .optional(),
});
export type WithdrawQuoteInput = z.input<typeof withdrawQuoteSchema>;

/** How a sent request was withdrawn, as both sides read it (null reason: closed without one). */
export const withdrawalSchema = z.object({
  reason: z.enum(WITHDRAW_REASONS).nullable(),
  note: z.string().nullable(),
  withdrawnAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** The answers to withdrawing twice, or a request that cannot be withdrawn. */
export const ALREADY_WITHDRAWN = 'This request was already withdrawn.';
export const WITHDRAW_AFTER_HIRE = 'You hired a business: mark the job done instead.';
export const WITHDRAW_DRAFT = 'A draft is not sent yet: delete it instead.';
