import type { AdminStats } from '@/contract/admin';
import type { Database } from '@/server/db/client';
import { countMarketplace, countQuotesByStatus, findRecentActivity } from './admin-repository';

/** The real state of the marketplace, counted in SQL, and its latest events. */
export async function adminStats(db: Database): Promise<AdminStats> {
  const [c, quotes, activity] = await Promise.all([
    countMarketplace(db),
    countQuotesByStatus(db),
    findRecentActivity(db),
  ]);
  const byStatus = { draft: 0, submitted: 0, in_progress: 0, completed: 0 };
  for (const row of quotes) byStatus[row.status] = row.n;
  return {
    users: c.users,
    companies: c.companies,
    activeCompanies: c.active_companies,
    categories: c.categories,
    ratings: c.ratings,
    openReports: c.open_reports,
    heldMessages: c.held_messages,
    openAppeals: c.open_appeals,
    quotes: byStatus,
    messagesLast7Days: c.messages,
    recentActivity: activity.map((a) => ({
      kind: a.kind,
      text: a.text,
      at: new Date(a.at).toISOString(),
    })),
  };
}
