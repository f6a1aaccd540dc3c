import { Activity, ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useAdminStats } from '@/client/data/admin';
import { cn } from '@/client/lib/cn';
import { timeAgo, formatCount } from '@/client/lib/format';
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
  value: number;
  hint?: string;
  href?: string;
}) {
  const body = (
    <>
      <p className="text-sm text-gray-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-gray-900">{formatCount(value)}</p>
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
  const stats = useAdminStats();
  return (
    <QueryResult query={stats} what="the figures">
      {(s) => (
        <>
          <section aria-label="Figures" className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Tile label="Users" value={s.users} />
            <Tile
              label="Companies"
              value={s.companies}
              hint={`${formatCount(s.activeCompanies)} active`}
            />
            <Tile label="Categories" value={s.categories} />
            <Tile label="Ratings" value={s.ratings} />
            <Tile
              label="Flagged"
              value={s.openReports}
              hint="Open reports"
              href="/admin/moderation"
            />
            <Tile
              label="Appeals"
              value={s.openAppeals}
              hint="Suspended accounts waiting"
              href="/admin/moderation"
            />
            <Tile
              label="Held messages"
              value={s.heldMessages}
              hint="Waiting for review"
              href="/admin/held-messages"
            />
            <Tile label="Draft quotes" value={s.quotes.draft} />
            <Tile
              label="Open quotes"
              value={s.quotes.submitted + s.quotes.in_progress}
              hint={`${s.quotes.submitted} awaiting a reply`}
            />
            <Tile label="Completed quotes" value={s.quotes.completed} />
            <Tile label="Messages (7 days)" value={s.messagesLast7Days} />
          </section>
          <section
            aria-labelledby="recent-activity"
            className="mt-8 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
          >
            <h2
              id="recent-activity"
              className="flex items-center gap-2 text-lg font-semibold text-gray-900"
            >
              <Activity className="h-5 w-5" aria-hidden /> Recent Activity
            </h2>
            <ul className="mt-3 divide-y divide-gray-100">
              {s.recentActivity.map((event, i) => (
                <li key={i} className="flex items-center justify-between gap-4 py-2 text-sm">
                  <span className="text-gray-800">{event.text}</span>
                  <span className="shrink-0 text-gray-600">{timeAgo(event.at)}</span>
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
  return (
    <AdminLayout title="Admin Dashboard">
      <Dashboard />
    </AdminLayout>
  );
}
