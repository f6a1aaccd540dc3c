import {
  REPORT_ALREADY_OPEN,
  REPORT_THANKS,
  type ReportReason,
  type ReportTarget,
} from '@/contract/moderation';
import type { Database } from '@/server/db/client';
import { conflict, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import { insertOpenReport, mayBeReported } from './report-repository';

/** What a reporter who may not report an item hears: the same whether it exists or not. */
export const REPORT_TARGET_NOT_FOUND = 'We could not find that.';

export interface NewReport {
  targetType: ReportTarget;
  targetId: number;
  reason: ReportReason;
  details?: string | null | undefined;
}

/**
 * Files a report: 404 for an item the reporter may not report, 409 when they already have an
 * open report of it (the partial unique index reports_open_once_idx decides, race-free).
 */
export async function createReport(
  db: Database,
  reporter: SessionUser,
  input: NewReport,
): Promise<{ id: number; message: string }> {
  const details = input.details?.trim() || null;
  return db.transaction(async (tx) => {
    const target = { type: input.targetType, id: input.targetId };
    if (!(await mayBeReported(tx, target, reporter.id))) throw notFound(REPORT_TARGET_NOT_FOUND);
    const id = await insertOpenReport(tx, {
      reporterId: reporter.id,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      details,
    });
    if (id === undefined) throw conflict(REPORT_ALREADY_OPEN);
    return { id, message: REPORT_THANKS };
  });
}
