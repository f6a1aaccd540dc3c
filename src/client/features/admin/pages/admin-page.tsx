import { Activity, LogIn, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { PageEmptyState } from '@/client/components/ui/empty-state';
import { useAdminStats } from '@/client/data/admin';
import { useUser } from '@/client/data/auth';
import { messageOf } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { timeAgo } from '@/client/lib/format';

function Tile({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-gray-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-gray-900">{value.toLocaleString('en-US')}</p>
      {hint ? <p className="mt-1 text-xs text-gray-600">{hint}</p> : null}
    </div>
  );
}

/** The real state of the marketplace, for admins only; everyone else is sent home. */
export function AdminPage() {
  const { data: user, isPending } = useUser();
  const [, navigate] = useLocation();
  const dialogs = useAuthDialogs();
  const stats = useAdminStats(user?.isAdmin === true);
  useEffect(() => {
    if (user && !user.isAdmin) navigate('/', { replace: true });
  }, [user, navigate]);

  if (isPending)
    return (
      <div className="mx-auto h-96 max-w-[1200px] animate-pulse px-4 py-10" aria-busy="true" />
    );
  if (!user) {
    // Signed out: an administrator may simply not have logged in yet.
    return (
      <PageEmptyState icon={LogIn} title="Unauthorized Access">
        <p>Please log in with an administrator account to view this page.</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => dialogs.show('login')}>Log In</Button>
          <Button asChild variant="outline">
            <Link href="/">Return to Home</Link>
          </Button>
        </div>
      </PageEmptyState>
    );
  }
  if (!user.isAdmin) {
    return (
      <PageEmptyState icon={ShieldAlert} title="Unauthorized Access">
        <p>This page is for administrators only.</p>
        <Button asChild>
          <Link href="/">Return to Home</Link>
        </Button>
      </PageEmptyState>
    );
  }

  const s = stats.data;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Admin Dashboard</h1>
      {stats.isError ? (
        <p role="alert" className="mt-6 text-danger-700">
          {messageOf(stats.error, 'Could not load the figures.')}
        </p>
      ) : !s ? (
        <div className="mt-6 h-64 animate-pulse rounded-xl bg-gray-200" aria-busy="true" />
      ) : (
        <>
          <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Tile label="Users" value={s.users} />
            <Tile
              label="Companies"
              value={s.companies}
              hint={`${s.activeCompanies.toLocaleString('en-US')} active`}
            />
            <Tile label="Categories" value={s.categories} />
            <Tile label="Ratings" value={s.ratings} />
            <Tile label="Draft quotes" value={s.quotes.draft} />
            <Tile
              label="Open quotes"
              value={s.quotes.submitted + s.quotes.in_progress}
              hint={`${s.quotes.submitted} awaiting a reply`}
            />
            <Tile label="Completed quotes" value={s.quotes.completed} />
            <Tile label="Messages (7 days)" value={s.messagesLast7Days} />
          </div>
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
    </div>
  );
}
