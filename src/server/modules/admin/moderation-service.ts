import type { AuditAction, ModerationResult, ReportStatus } from '@/contract/moderation';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { conflict, notFound } from '@/server/platform/errors';
import type { AnyJob, JobQueue } from '@/server/platform/jobs';
import { isAdmin, type SessionUser } from '@/server/platform/session';
import { closeAccount } from '../auth';
import { announceCustomerGone } from '../conversations';
import { notify } from '../notifications';
import { setQuestionPartHidden } from '../questions';
import { lockCompanies, recomputeCompanyAggregates } from '../ratings';
import { allowsEmail } from '../users';
import { cancelVisitsOfGone } from '../visits';
import { appendAuditEntry } from './audit-repository';
import { reportOutcomeEmail, reportOutcomeParagraphs } from './report-outcome-email';
import {
  findReviewCompanyIds,
  findReviewedCompanyIds,
  itemExists,
  lockAccount,
  lockReport,
  resolveReports,
  updateAccountSuspended,
  updateCompanyHidden,
  updateReviewHidden,
  updateReviewsAuthorSuspended,
  type ReportedItem,
} from './moderation-repository';
import { grantOpenAppeal, queueSuspensionEmail } from './suspension-appeals';

/**
 * The admin actions of docs/decisions/024. Each runs in one transaction: the change, one audit
 * entry, the reports it resolves (every open report on the item, and the report acted from) and
 * the e-mails that tell their reporters the outcome.
 */

export interface ModerationDeps {
  db: Database;
  jobs: JobQueue;
  config: AppConfig;
}

/** Why (for the audit log), and the report the admin acted from, if any. */
export interface ModerationInput {
  reason: string;
  reportId?: number | undefined;
}

export const hideReview = (
  deps: ModerationDeps,
  admin: SessionUser,
  id: number,
  input: ModerationInput,
) =>
  act(deps, admin, input, 'review.hide', { type: 'review', id }, (tx) =>
    setReviewHidden(tx, id, true),
  );

export const restoreReview = (
  deps: ModerationDeps,
  admin: SessionUser,
  id: number,
  input: ModerationInput,
) =>
  act(deps, admin, input, 'review.restore', { type: 'review', id }, (tx) =>
    setReviewHidden(tx, id, false),
  );

/** Hides or restores a question on a company page, or the business's answer to it (decision 101). */
const questionPartAction =
  (part: 'question' | 'answer', hidden: boolean) =>
  (deps: ModerationDeps, admin: SessionUser, id: number, input: ModerationInput) =>
    act(deps, admin, input, `${part}.${hidden ? 'hide' : 'restore'}`, { type: part, id }, (tx) =>
      setQuestionPartHidden(tx, id, part, hidden),
    );

export const hideQuestion = questionPartAction('question', true);
export const restoreQuestion = questionPartAction('question', false);
export const hideAnswer = questionPartAction('answer', true);
export const restoreAnswer = questionPartAction('answer', false);

export const hideCompany = (
  deps: ModerationDeps,
  admin: SessionUser,
  id: number,
  input: ModerationInput,
) =>
  act(deps, admin, input, 'company.hide', { type: 'company', id }, async (tx) => {
    await setCompanyHidden(tx, id, true);
    await cancelVisitsOfGone(deps, tx, { companyId: id });
  });

export const restoreCompany = (
  deps: ModerationDeps,
  admin: SessionUser,
  id: number,
  input: ModerationInput,
) =>
  act(deps, admin, input, 'company.restore', { type: 'company', id }, (tx) =>
    setCompanyHidden(tx, id, false),
  );

export const suspendUser = (
  deps: ModerationDeps,
  admin: SessionUser,
  id: number,
  input: ModerationInput,
) =>
  act(deps, admin, input, 'user.suspend', { type: 'user', id }, async (tx) => {
    if (id === admin.id) throw conflict('You cannot suspend your own account.');
    await setUserSuspended(tx, id, true, deps.config.adminEmails);
    await announceCustomerGone(deps, tx, id);
    await cancelVisitsOfGone(deps, tx, { userId: id });
    // After closeAccount (in setUserSuspended) dropped the mail waiting for them: this one stays.
    await queueSuspensionEmail(deps, tx, id, input.reason);
  });

export const restoreUser = (
  deps: ModerationDeps,
  admin: SessionUser,
  id: number,
  input: ModerationInput,
) =>
  act(deps, admin, input, 'user.restore', { type: 'user', id }, async (tx) => {
    await setUserSuspended(tx, id, false, deps.config.adminEmails);
    await grantOpenAppeal(deps, tx, admin, id, input.reason);
  });

/** Closes a report without acting on its item: its reporter hears it breaks no guideline. */
export async function dismissReport(
  deps: ModerationDeps,
  admin: SessionUser,
  reportId: number,
  input: Pick<ModerationInput, 'reason'>,
): Promise<ModerationResult> {
  return deps.db.transaction(async (tx) => {
    const target = await lockOpenReport(tx, reportId);
    return record(deps, tx, admin, {
      action: 'report.dismiss',
      target,
      reason: input.reason,
      reportId,
      resolves: { item: null, status: 'dismissed' },
    });
  });
}

/** An action on an item: it upholds every open report on the item and the report acted from. */
async function act(
  deps: ModerationDeps,
  admin: SessionUser,
  input: ModerationInput,
  action: Exclude<AuditAction, 'report.dismiss'>,
  target: ReportedItem,
  change: (tx: Executor) => Promise<void>,
): Promise<ModerationResult> {
  return deps.db.transaction(async (tx) => {
    await change(tx);
    const reportId = input.reportId ?? null;
    if (reportId !== null) await lockOpenReport(tx, reportId);
    return record(deps, tx, admin, {
      action,
      target,
      reason: input.reason,
      reportId,
      resolves: { item: target, status: 'upheld' },
    });
  });
}

/** The reported item of an open report, its row locked; 404 or 409 otherwise. */
async function lockOpenReport(tx: Executor, reportId: number): Promise<ReportedItem> {
  const report = await lockReport(tx, reportId);
  if (!report) throw notFound('Report not found');
  if (report.status !== 'open') throw conflict('This report has already been resolved.');
  return { type: report.type, id: report.id };
}

/**
 * The audit entry, the resolved reports (the open ones on `resolves.item` when given, and the
 * report acted from), their reporters' notifications and their e-mails (as their settings allow).
 */
async function record(
  deps: ModerationDeps,
  tx: Executor,
  admin: SessionUser,
  what: {
    action: AuditAction;
    target: ReportedItem;
    reason: string;
    reportId: number | null;
    resolves: { item: ReportedItem | null; status: Exclude<ReportStatus, 'open'> };
  },
): Promise<ModerationResult> {
  const entry = await appendAuditEntry(tx, admin, what);
  const resolved = await resolveReports(
    tx,
    { item: what.resolves.item, reportId: what.reportId },
    { status: what.resolves.status, adminId: admin.id, reason: what.reason },
  );
  const mails: AnyJob[] = resolved
    .filter((r) =>
      allowsEmail(
        {
          emailNotifications: r.email_notifications,
          emailNotificationsQuotes: r.email_notifications_quotes,
          emailNotificationsMessages: r.email_notifications_messages,
          suspendedAt: r.suspended_at,
          deletedAt: r.deleted_at,
        },
        'any',
      ),
    )
    .map((r) => ({
      name: 'deliver.email',
      data: reportOutcomeEmail(
        { email: r.email, firstName: r.first_name },
        { targetType: r.target_type, outcome: what.resolves.status },
        deps.config.appUrl,
      ),
    }));
  if (mails.length > 0) await deps.jobs.enqueueAll(mails, { tx });
  // An admin who resolves a report of their own is not told what they just did.
  for (const report of resolved.filter((r) => r.reporter_id !== admin.id)) {
    await notify(deps, tx, {
      userId: report.reporter_id,
      kind: 'report_outcome',
      title: 'About your report',
      body: reportOutcomeParagraphs({
        targetType: report.target_type,
        outcome: what.resolves.status,
      })[0],
      link: '/',
    });
  }
  return { entry, resolvedReports: resolved.length };
}

/**
 * Runs `update` (which changes the item only from the other state); when it changed nothing, 404
 * if the item does not exist, else 409: it is already in that state.
 */
async function changeState(
  tx: Executor,
  update: () => Promise<boolean>,
  item: { table: 'ratings' | 'companies'; id: number; missing: string; already: string },
): Promise<void> {
  if (await update()) return;
  throw (await itemExists(tx, item.table, item.id))
    ? conflict(item.already)
    : notFound(item.missing);
}

/** Hides or restores a review and recomputes its company's average and count, under its lock. */
async function setReviewHidden(tx: Executor, ratingId: number, hidden: boolean): Promise<void> {
  const companyIds = await lockCompanies(tx, await findReviewCompanyIds(tx, ratingId));
  await changeState(tx, () => updateReviewHidden(tx, ratingId, hidden), {
    table: 'ratings',
    id: ratingId,
    missing: 'Review not found',
    already: hidden ? 'This review is already hidden.' : 'This review is not hidden.',
  });
  await recomputeCompanyAggregates(tx, companyIds);
}

async function setCompanyHidden(tx: Executor, companyId: number, hidden: boolean): Promise<void> {
  await changeState(tx, () => updateCompanyHidden(tx, companyId, hidden), {
    table: 'companies',
    id: companyId,
    missing: 'Company not found',
    already: hidden ? 'This company is already hidden.' : 'This company is not hidden.',
  });
}

/**
 * Suspends or restores an account: its companies and reviews leave (or return to) public pages,
 * the companies it reviewed get their averages recomputed, and a suspension ends its access (its
 * sessions and push subscriptions), closing its sockets on every node once the transaction
 * commits (a pg_notify). An address in ADMIN_EMAILS that is not verified is no admin's.
 */
async function setUserSuspended(
  tx: Executor,
  userId: number,
  suspended: boolean,
  adminEmails: ReadonlySet<string>,
): Promise<void> {
  const user = await lockAccount(tx, userId);
  if (!user) throw notFound('User not found');
  if (user.suspended === suspended) {
    throw conflict(
      suspended ? 'This account is already suspended.' : 'This account is not suspended.',
    );
  }
  if (suspended && isAdmin({ email: user.email, isVerified: user.is_verified }, adminEmails)) {
    throw conflict('Admins cannot be suspended. Remove the address from ADMIN_EMAILS first.');
  }
  await updateAccountSuspended(tx, userId, suspended);
  const companyIds = await lockCompanies(tx, await findReviewedCompanyIds(tx, userId));
  await updateReviewsAuthorSuspended(tx, userId, suspended);
  await recomputeCompanyAggregates(tx, companyIds);
  if (suspended) await closeAccount(tx, userId);
}
