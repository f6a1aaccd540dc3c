import type { AdminStats } from '@/contract/admin';
import type { Locale } from '@/contract/locale';
import type { Database } from '@/server/db/client';
import { countMarketplace, countQuotesByStatus, findRecentActivity } from './admin-repository';

type Activity = Awaited<ReturnType<typeof findRecentActivity>>[number];

const ES_QUOTE_STATUS: Record<string, string> = {
  draft: 'en borrador',
  submitted: 'enviada',
  in_progress: 'en curso',
  completed: 'completada',
};

/** Each recent event's line in each language ("Ana López signed up", "Ana López se registró"). */
const ACTIVITY_LINES: Record<Locale, Record<Activity['kind'], (a: Activity) => string>> = {
  en: {
    signup: (a) => `${a.subject} signed up`,
    listing: (a) => `${a.subject} was listed in ${a.detail}`,
    quote: (a) => `Quote "${a.subject}" ${a.detail.replaceAll('_', ' ')}`,
    review: (a) => `${a.subject} rated ${a.target} ${a.detail} stars`,
  },
  es: {
    signup: (a) => `${a.subject} se registró`,
    listing: (a) => `${a.subject} se publicó en ${a.detail}`,
    quote: (a) => `Solicitud "${a.subject}" ${ES_QUOTE_STATUS[a.detail] ?? a.detail}`,
    review: (a) => `${a.subject} calificó a ${a.target} con ${a.detail} estrellas`,
  },
};

/**
 * The real state of the marketplace, counted in SQL, and its latest events, said in the admin's
 * language.
 */
export async function adminStats(db: Database, locale: Locale): Promise<AdminStats> {
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
    payments: {
      volumeCents: Number(c.payments_cents),
      platformFeesCents: Number(c.fees_cents),
      refundsCents: Number(c.refunds_cents),
      openDisputes: c.open_disputes,
    },
    recentActivity: activity.map((a) => ({
      kind: a.kind,
      text: ACTIVITY_LINES[locale][a.kind](a),
      at: new Date(a.at).toISOString(),
    })),
  };
}
