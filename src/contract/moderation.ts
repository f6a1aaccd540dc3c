import { z } from 'zod';
import { errorResponseSchema, paginationSchema } from './common';
import { SENDER_TYPES } from './message';

/**
 * Reports, the moderation queue, admin actions and the audit log (docs/decisions/023, 024, 026).
 */

export const REPORT_TARGETS = [
  'review',
  'message',
  'company',
  'user',
  'question',
  'answer',
] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_REASONS = ['spam', 'offensive', 'fake', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'upheld'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  offensive: 'Offensive',
  fake: 'Fake',
  scam: 'Scam',
  other: 'Other',
};

export const REPORT_THANKS = "Thanks, we'll take a look";
export const REPORT_ALREADY_OPEN = 'You have already reported this. We will take a look.';
export const ACCOUNT_SUSPENDED = 'This account is suspended';

/** POST /api/reports */
export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: 'Choose what to report.' }),
  targetId: z
    .number({ error: 'Choose what to report.' })
    .int('Choose what to report.')
    .positive('Choose what to report.')
    .max(Number.MAX_SAFE_INTEGER, 'Choose what to report.'),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason.' }),
  details: z
    .string()
    .trim()
    .max(1000, 'Details can be at most 1000 characters.')
    .optional()
    .nullable(),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportCreatedSchema = z.object({ id: z.number().int(), message: z.string() });

/** The reported item as the admin sees it, in context. */
export const reportedItemSchema = z.object({
  type: z.enum(REPORT_TARGETS),
  id: z.number().int(),
  /** False when the item has since been deleted. */
  exists: z.boolean(),
  /** e.g. "Review of Bay Plumbing by Alex", "Message from Sam to Bay Plumbing". */
  title: z.string(),
  /** The review's or message's text, the company's description, the user's e-mail address. */
  text: z.string().nullable(),
  /** Where the item shows on the site, when it has a public page. */
  link: z.string().nullable(),
  /** A hidden review or company, or a suspended user. */
  hidden: z.boolean(),
  /** The account responsible (reviewer, sender, owner, or the user): the one to suspend. */
  responsibleUserId: z.number().int().nullable(),
  /** A review's company, a message's conversation's company, or the company itself. */
  companyId: z.number().int().nullable(),
  /** For a message: the messages around it in its conversation, oldest first. */
  surrounding: z.array(
    z.object({
      id: z.number().int(),
      author: z.string(),
      text: z.string(),
      at: z.string(),
      reported: z.boolean(),
    }),
  ),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const reportSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  reporter: z.object({ id: z.number().int(), name: z.string() }),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.string().nullable(),
  item: reportedItemSchema,
});
export type Report = z.infer<typeof reportSchema>;

const pageParam = z.coerce
  .number({ error: 'Invalid page' })
  .int('Invalid page')
  .min(1, 'Invalid page')
  .max(10_000, 'Invalid page')
  .default(1);

/** GET /api/admin/reports: oldest first. */
export const reportListQuerySchema = z.object({
  type: z.enum(REPORT_TARGETS, { error: 'Invalid type' }).optional(),
  status: z.enum(REPORT_STATUSES, { error: 'Invalid status' }).default('open'),
  page: pageParam,
});
export const reportListResponseSchema = z.object({
  reports: z.array(reportSchema),
  pagination: paginationSchema,
});

/** The body of every admin action: why (written to the audit log), and the report acted on. */
export const moderationActionSchema = z.object({
  reason: z
    .string({ error: 'Give a reason.' })
    .trim()
    .min(1, 'Give a reason.')
    .max(500, 'Reasons can be at most 500 characters.'),
  reportId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type ModerationAction = z.input<typeof moderationActionSchema>;

/** What an admin does to a reported item (POST /api/admin/{collection}/{id}/{verb}). */
export const MODERATION_ACTIONS = [
  'report.dismiss',
  'review.hide',
  'review.restore',
  'company.hide',
  'company.restore',
  'user.suspend',
  'user.restore',
  'appeal.dismiss',
  'question.hide',
  'question.restore',
  'answer.hide',
  'answer.restore',
] as const;
export type ModerationActionName = (typeof MODERATION_ACTIONS)[number];

/** Everything the audit log records: moderation, and message safety's decisions and word list. */
export const AUDIT_ACTIONS = [
  ...MODERATION_ACTIONS,
  'message.approve',
  'message.reject',
  'blocked_word.add',
  'blocked_word.remove',
  'credential.verify',
  'credential.reject',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an audit row is about: a reportable item, or a blocked word. `message.approve` and
 * `message.reject` name the held entry (`held_messages.id`), which is what the admin decided on.
 */
export const AUDIT_TARGETS = [...REPORT_TARGETS, 'blocked_word', 'credential'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  adminId: z.number().int(),
  adminEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.number().int(),
  reason: z.string(),
  reportId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The answer to every admin action: its audit entry, and how many reports it resolved. */
export const moderationResultSchema = z.object({
  entry: auditEntrySchema,
  resolvedReports: z.number().int(),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

/** GET /api/admin/audit: newest first. */
export const auditListQuerySchema = z.object({ page: pageParam });
export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
});

/** GET /api/admin/users and /api/admin/companies: by name or e-mail address, newest first. */
export const adminSearchQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search text can be at most 200 characters.').default(''),
  page: pageParam,
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isVerified: z.boolean(),
  suspended: z.boolean(),
  createdAt: z.string(),
  companies: z.number().int(),
  openReports: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  ownerId: z.number().int(),
  ownerEmail: z.string(),
  isActive: z.boolean(),
  hidden: z.boolean(),
  ownerSuspended: z.boolean(),
  createdAt: z.string(),
  openReports: z.number().int(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const adminUserListResponseSchema = z.object({
  users: z.array(adminUserSchema),
  pagination: paginationSchema,
});
export const adminCompanyListResponseSchema = z.object({
  companies: z.array(adminCompanySchema),
  pagination: paginationSchema,
});

/** GET /api/admin/users/{id} and /api/admin/companies/{id}: the record and what was done to it. */
export const adminUserDetailsSchema = adminUserSchema.extend({
  ownedCompanies: z.array(adminCompanySchema),
  reports: z.array(reportSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;
export const adminCompanyDetailsSchema = adminCompanySchema.extend({
  description: z.string(),
  reports: z.array(reportSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminCompanyDetails = z.infer<typeof adminCompanyDetailsSchema>;

/** Why a message was held (docs/decisions/028). */
export const HOLD_REASONS = ['blocked_word', 'contact_details'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
  blocked_word: 'Blocked word',
  contact_details: 'Contact details from a new account',
};
export const HELD_STATUSES = ['held', 'approved', 'rejected'] as const;

/** GET /api/admin/held-messages: held first, oldest first. */
export const heldMessageListQuerySchema = z.object({ page: pageParam });
export const heldMessageSchema = z.object({
  id: z.number().int(),
  status: z.enum(HELD_STATUSES),
  reason: z.enum(HOLD_REASONS),
  message: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The delivered message, once approved. */
  messageId: z.number().int().nullable(),
  quote: z.object({ id: z.number().int(), name: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  sender: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** Which side wrote it: the customer ('user') or the business ('company'). */
    side: z.enum(SENDER_TYPES),
    accountCreatedAt: z.string(),
  }),
});
export type HeldMessage = z.infer<typeof heldMessageSchema>;
export const heldMessageListResponseSchema = z.object({
  heldMessages: z.array(heldMessageSchema),
  /** How many wait for a decision (the dashboard shows it beside the flagged count). */
  heldCount: z.number().int(),
  pagination: paginationSchema,
});
export const heldMessageDecisionSchema = z.object({
  heldMessage: heldMessageSchema,
  entry: auditEntrySchema,
});

export const BLOCKED_WORDS_MAX = 500;
export const blockedWordInputSchema = z.object({
  word: z
    .string({ error: 'Enter a word.' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter a word.')
    .max(60, 'Blocked words can be at most 60 characters.')
    .regex(
      /^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u,
      'Use letters, digits, spaces, hyphens or apostrophes.',
    ),
});
export const blockedWordSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  createdAt: z.string(),
});
export type BlockedWord = z.infer<typeof blockedWordSchema>;
export const blockedWordListSchema = z.object({ words: z.array(blockedWordSchema) });
export const blockedWordChangeSchema = z.object({
  word: blockedWordSchema,
  entry: auditEntrySchema,
});

/*
 * Suspension explained (issue 31): the suspended person hears the admin's reason by e-mail and at
 * login (only after the right password), and may appeal once at a time; the appeal waits in the
 * admin queue until an admin restores the account (the appeal is granted) or dismisses it.
 */

export const APPEAL_MAX_LENGTH = 2000;
export const APPEAL_STATUSES = ['open', 'dismissed', 'granted'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_SENT = 'Appeal sent. An admin will review it and answer you by e-mail.';
export const APPEAL_WAITING = 'Your appeal is waiting for an admin. We will answer you by e-mail.';
export const APPEAL_ALREADY_OPEN =
  'You have already appealed. An admin will review it and answer you by e-mail.';
export const APPEAL_FORM_EXPIRED = 'This appeal form has expired. Log in again to appeal.';
export const APPEAL_NOT_SUSPENDED = 'This account is no longer suspended. You can log in.';
export const APPEAL_REQUIRED = 'Write your appeal.';
export const APPEAL_TOO_LONG = `Appeals can be at most ${APPEAL_MAX_LENGTH} characters.`;

/** What the suspended person is told at login, beside ACCOUNT_SUSPENDED. */
export const suspensionNoticeSchema = z.object({
  /** The admin's reason for the suspension, as they wrote it. */
  reason: z.string(),
  suspendedAt: z.string(),
  /** Their latest appeal, if any. */
  appeal: z.object({ status: z.enum(APPEAL_STATUSES), createdAt: z.string() }).nullable(),
  /**
   * Single use, for an hour: what POST /api/suspension-appeals takes instead of a session. Null
   * while an appeal waits for an admin (one open appeal at a time).
   */
  appealToken: z.string().nullable(),
});
export type SuspensionNotice = z.infer<typeof suspensionNoticeSchema>;

/**
 * A 403 of POST /api/auth/login: for a suspended account whose password was right, ACCOUNT_SUSPENDED
 * with `suspension`; without it, another refusal (a cross-site request).
 */
export const loginRefusedResponseSchema = errorResponseSchema.extend({
  suspension: suspensionNoticeSchema.optional(),
});
export type LoginRefusedResponse = z.infer<typeof loginRefusedResponseSchema>;

/** POST /api/suspension-appeals */
export const appealInputSchema = z.object({
  token: z
    .string({ error: APPEAL_FORM_EXPIRED })
    .min(1, APPEAL_FORM_EXPIRED)
    .max(200, APPEAL_FORM_EXPIRED),
  message: z
    .string({ error: APPEAL_REQUIRED })
    .trim()
    .min(1, APPEAL_REQUIRED)
    .max(APPEAL_MAX_LENGTH, APPEAL_TOO_LONG),
});
export type AppealInput = z.input<typeof appealInputSchema>;

/** An appeal as the admin queue shows it. */
export const appealSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPEAL_STATUSES),
  message: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.string().nullable(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    suspended: z.boolean(),
  }),
  /** The admin's reason for the suspension appealed against (the latest), and when. */
  suspension: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;

/** GET /api/admin/appeals: by status, oldest first. */
export const appealListQuerySchema = z.object({
  status: z.enum(APPEAL_STATUSES, { error: 'Invalid status' }).default('open'),
  page: pageParam,
});
export const appealListResponseSchema = z.object({
  appeals: z.array(appealSchema),
  pagination: paginationSchema,
});
