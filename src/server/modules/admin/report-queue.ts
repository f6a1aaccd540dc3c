import type { Pagination } from '@/contract/common';
import type { Report, ReportedItem, ReportStatus, ReportTarget } from '@/contract/moderation';
import type { Executor } from '@/server/db/client';
import { paginationOf } from '@/server/db/paging';
import { ADMIN_PAGE_SIZE } from './admin-paging';
import {
  findReportedItemRows,
  findReportPage,
  findReportsAbout,
  type ReportRow,
} from './report-queue-repository';

/**
 * GET /api/admin/reports: a status (and a type), oldest first. reports_queue_idx is ordered by
 * (status, target_type, created_at, id), so each type is read in order from the index as far as
 * the page needs, and the types are merged: the queue never sorts all reports of a status.
 */
export async function listReports(
  db: Executor,
  query: { type?: ReportTarget | undefined; status: ReportStatus; page: number },
): Promise<{ reports: Report[]; pagination: Pagination }> {
  const { rows, counted } = await findReportPage(db, query);
  return {
    reports: await withItems(db, rows),
    pagination: paginationOf(counted, query.page, ADMIN_PAGE_SIZE),
  };
}

/** The reports about one item, newest first (its details page shows the latest 50). */
export async function reportsAbout(
  db: Executor,
  target: { type: ReportTarget; id: number },
): Promise<Report[]> {
  return withItems(db, await findReportsAbout(db, target));
}

async function withItems(db: Executor, rows: ReportRow[]): Promise<Report[]> {
  const items = await loadReportedItems(
    db,
    rows.map((row) => ({ type: row.target_type, id: Number(row.target_id) })),
  );
  return rows.map((row) => ({
    id: row.id,
    targetType: row.target_type,
    targetId: Number(row.target_id),
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    reporter: { id: row.reporter_id, name: row.reporter_name },
    resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    resolvedBy: row.resolved_by,
    resolution: row.resolution,
    item: items.get(itemKey(row.target_type, Number(row.target_id)))!,
  }));
}

const itemKey = (type: ReportTarget, id: number) => `${type}:${id}`;

const NOUNS: Record<ReportTarget, string> = {
  review: 'review',
  message: 'message',
  company: 'company',
  user: 'account',
  question: 'question',
  answer: 'answer',
};

/**
 * The reported items as a moderator needs them: what they say, who is responsible, where they
 * show, and for a message the 3 entries before and after it in its conversation. One query per
 * kind of item, whatever the number of reports.
 */
async function loadReportedItems(
  db: Executor,
  targets: Array<{ type: ReportTarget; id: number }>,
): Promise<Map<string, ReportedItem>> {
  const { reviews, messages, surrounding, companies, users, questions } =
    await findReportedItemRows(db, targets);

  const items = new Map<string, ReportedItem>();
  const put = (
    type: ReportTarget,
    id: number,
    item: Omit<ReportedItem, 'type' | 'id' | 'exists' | 'surrounding'> &
      Partial<Pick<ReportedItem, 'surrounding'>>,
  ) => items.set(itemKey(type, id), { type, id, exists: true, surrounding: [], ...item });

  for (const r of reviews) {
    put('review', r.id, {
      title: `${r.rating}-star review of ${r.company_name} by ${r.author}`,
      text: r.comment,
      link: `/companies/${r.company_id}`,
      hidden: r.hidden,
      responsibleUserId: r.user_id,
      companyId: r.company_id,
    });
  }
  for (const m of messages) {
    put('message', Number(m.id), {
      title: `Message from ${m.sender} to ${m.recipient}`,
      text: m.text,
      link: null,
      hidden: false,
      responsibleUserId: m.sender_id,
      companyId: m.company_id,
      surrounding: surrounding
        .filter((s) => Number(s.reported_id) === Number(m.id))
        .map((s) => ({
          id: Number(s.id),
          author: s.author,
          text: s.text,
          at: new Date(s.at).toISOString(),
          reported: Number(s.id) === Number(m.id),
        })),
    });
  }
  for (const c of companies) {
    put('company', c.id, {
      title: `${c.name} (${c.city}, ${c.state})`,
      text: c.description,
      link: `/companies/${c.id}`,
      hidden: c.hidden,
      responsibleUserId: c.owner_id,
      companyId: c.id,
    });
  }
  for (const u of users) {
    put('user', u.id, {
      title: u.name,
      text: u.email,
      link: null,
      hidden: u.suspended,
      responsibleUserId: u.id,
      companyId: null,
    });
  }
  // A question and its answer are reported apart (target ids are the question's): each its own item.
  for (const q of questions) {
    const about = `${q.company_name}, asked by ${q.asker}`;
    put('question', q.id, {
      title: `Question to ${about}`,
      text: q.body,
      link: `/companies/${q.company_id}#questions`,
      hidden: q.hidden,
      responsibleUserId: q.asker_id,
      companyId: q.company_id,
    });
    if (q.answer === null) continue;
    put('answer', q.id, {
      title: `Answer by ${about}`,
      text: q.answer,
      link: `/companies/${q.company_id}#questions`,
      hidden: q.answer_hidden,
      responsibleUserId: q.owner_id,
      companyId: q.company_id,
    });
  }
  for (const { type, id } of targets) {
    if (items.has(itemKey(type, id))) continue;
    items.set(itemKey(type, id), {
      type,
      id,
      exists: false,
      title: `This ${NOUNS[type]} has been deleted`,
      text: null,
      link: null,
      hidden: false,
      responsibleUserId: null,
      companyId: null,
      surrounding: [],
    });
  }
  return items;
}
