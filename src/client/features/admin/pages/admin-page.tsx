import { Activity, ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useAdminStats } from '@/client/data/admin';
import { cn } from '@/client/lib/cn';
import { formatCount, formatMoney, timeAgo } from '@/client/lib/format';
import { useLocale, useT } from '@/client/lib/i18n';
import { AdminLayout } from '../components/admin-layout';
import { QueryResult } from '../components/query-result';

/** A figure; with `href`, the whole tile opens the page behind it. */
function Tile({
  label,
  value,
  hint,
  href,
}: {
  label: string;
  /** A count, or a figure already written (money). */
  value: number | string;
  hint?: string;
  href?: string;
}) {
  const body = (
    <>
      <p className="text-sm text-gray-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-gray-900">
        {typeof value === 'number' ? formatCount(value) : value}
      </p>
      {hint ? (
        <p
          className={cn(
            'mt-1 flex items-center gap-1 text-xs',
            href ? 'font-medium text-brand-800' : 'text-gray-600',
          )}
        >
          {hint}
          {href ? <ArrowRight className="h-3.5 w-3.5" aria-hidden /> : null}
        </p>
      ) : null}
    </>
  );
  const box = 'block rounded-xl border border-gray-200 bg-white p-5 shadow-sm';
  return href ? (
    <Link href={href} className={`${box} hover:border-brand-600`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

function Dashboard() {
  const t = useT();
  const locale = useLocale();
  const stats = useAdminStats();
  return (
    <QueryResult query={stats} failure={t('admin.loadFailed.figures')}>
      {(s) => (
        <>
          <section
            aria-label={t('admin.figures')}
            className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3"
          >
            <Tile label={t('admin.nav.users')} value={s.users} />
            <Tile
              label={t('admin.tile.companies')}
              value={s.companies}
              hint={t('admin.tile.active', {
                n: s.activeCompanies,
                total: formatCount(s.activeCompanies),
              })}
            />
            <Tile label={t('admin.tile.categories')} value={s.categories} />
            <Tile label={t('admin.tile.ratings')} value={s.ratings} />
            <Tile
              label={t('admin.tile.flagged')}
              value={s.openReports}
              hint={t('admin.tile.openReports')}
              href="/admin/moderation"
            />
            <Tile
              label={t('admin.appeals')}
              value={s.openAppeals}
              hint={t('admin.tile.appealsWaiting')}
              href="/admin/moderation"
            />
            <Tile
              label={t('admin.nav.heldMessages')}
              value={s.heldMessages}
              hint={t('admin.tile.waitingForReview')}
              href="/admin/held-messages"
            />
            <Tile label={t('admin.tile.draftQuotes')} value={s.quotes.draft} />
            <Tile
              label={t('admin.tile.openQuotes')}
              value={s.quotes.submitted + s.quotes.in_progress}
              hint={t('admin.tile.awaitingReply', { count: s.quotes.submitted })}
            />
            <Tile label={t('admin.tile.completedQuotes')} value={s.quotes.completed} />
            <Tile label={t('admin.tile.messages7Days')} value={s.messagesLast7Days} />
            <Tile
              label={t('admin.tile.paymentsVolume')}
              value={formatMoney(s.payments.volumeCents, locale)}
              hint={t('admin.tile.allTime')}
            />
            <Tile
              label={t('admin.tile.platformFees')}
              value={formatMoney(s.payments.platformFeesCents, locale)}
              hint={t('admin.tile.allTime')}
            />
            <Tile
              label={t('admin.tile.refunds')}
              value={formatMoney(s.payments.refundsCents, locale)}
              hint={t('admin.tile.allTime')}
            />
            <Tile label={t('admin.tile.openDisputes')} value={s.payments.openDisputes} />
          </section>
          <section
            aria-labelledby="recent-activity"
            className="mt-8 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
          >
            <h2
              id="recent-activity"
              className="flex items-center gap-2 text-lg font-semibold text-gray-900"
            >
              <Activity className="h-5 w-5" aria-hidden /> {t('admin.recentActivity')}
            </h2>
            <ul className="mt-3 divide-y divide-gray-100">
              {s.recentActivity.map((event, i) => (
                <li key={i} className="flex items-center justify-between gap-4 py-2 text-sm">
                  <span className="text-gray-800">{event.text}</span>
                  <span className="shrink-0 text-gray-600">{timeAgo(event.at, locale)}</span>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </QueryResult>
  );
}

/** The real state of the marketplace, for admins only (./components/admin-layout.tsx). */
export function AdminPage() {
  const t = useT();
  return (
    <AdminLayout title={t('header.adminDashboard')}>
      <Dashboard />
    </AdminLayout>
  );
}
