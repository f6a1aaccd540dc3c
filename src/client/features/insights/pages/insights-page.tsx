import { ArrowLeft, Download, LogIn, ShieldAlert } from 'lucide-react';
import { Link, useLocation, useSearch, type RouteComponentProps } from 'wouter';
import { INSIGHTS_WEEKS } from '@/contract/insights';
import { Button } from '@/client/components/ui/button';
import { PageEmptyState } from '@/client/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useUser } from '@/client/data/auth';
import { insightsCsvUrl, useInsights } from '@/client/data/insights';
import { messageOf } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { useT } from '@/client/lib/i18n';
import { usePageMeta } from '@/client/lib/page-meta';
import { InsightsCharts } from '../components/insights-charts';
import { InsightsTable } from '../components/insights-table';
import { SummaryTiles } from '../components/summary-tiles';

type View = 'charts' | 'table';

/** Charts or the table: the address's `?view=table`, so a reload or a shared link keeps it. */
function useView(): [View, (view: View) => void] {
  const [path, navigate] = useLocation();
  const view: View = new URLSearchParams(useSearch()).get('view') === 'table' ? 'table' : 'charts';
  const choose = (next: View) => navigate(next === 'table' ? `${path}?view=table` : path);
  return [view, choose];
}

/**
 * /business/:id/insights: how a business's listing and requests went, week by week
 * (docs/decisions/051). Its owner's only: anyone else sees the API's refusal.
 */
export function InsightsPage({ params }: RouteComponentProps<{ id: string }>) {
  const t = useT();
  const companyId = Number(params.id);
  const { data: user, isPending: userPending } = useUser();
  const dialogs = useAuthDialogs();
  const known = Number.isInteger(companyId) && companyId > 0;
  const insights = useInsights(companyId, Boolean(user) && known);
  const [view, setView] = useView();
  usePageMeta({
    title: insights.data
      ? t('insights.titleOf', { name: insights.data.companyName })
      : t('insights.title'),
  });

  if (userPending || (user && known && insights.isPending)) {
    return (
      <div className="mx-auto max-w-[1200px] space-y-4 px-4 py-10" aria-busy="true">
        <div className="h-8 w-64 animate-pulse rounded bg-gray-200" />
        <div className="h-96 animate-pulse rounded-xl bg-gray-200" />
      </div>
    );
  }
  if (!user) {
    return (
      <PageEmptyState icon={LogIn} title={t('insights.logIn')}>
        <p>{t('insights.logInText')}</p>
        <Button onClick={() => dialogs.show('login')}>{t('insights.logInButton')}</Button>
      </PageEmptyState>
    );
  }
  if (!insights.data) {
    return (
      <PageEmptyState icon={ShieldAlert} title={t('insights.unavailable')}>
        <p role="alert">
          {known ? messageOf(insights.error, t('insights.loadFailed')) : t('insights.noBusiness')}
        </p>
        <Button asChild variant="outline">
          <Link href="/profile?tab=companies">{t('insights.backToBusinesses')}</Link>
        </Button>
      </PageEmptyState>
    );
  }

  const { companyName, weeks } = insights.data;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/profile?tab=companies">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('insights.myBusinesses')}
        </Link>
      </Button>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900">
            {t('insights.titleOf', { name: companyName })}
          </h1>
          <p className="mt-1 text-gray-700">{t('insights.period', { weeks: INSIGHTS_WEEKS })}</p>
        </div>
        <Button asChild variant="outline">
          <a href={insightsCsvUrl(companyId)} download>
            <Download className="h-4 w-4" aria-hidden /> {t('insights.exportCsv')}
          </a>
        </Button>
      </div>

      <div className="mt-6">
        <SummaryTiles weeks={weeks} />
      </div>

      <Tabs value={view} onValueChange={(next) => setView(next as View)} className="mt-8">
        <TabsList aria-label={t('insights.showAs')}>
          <TabsTrigger value="charts">{t('insights.charts')}</TabsTrigger>
          <TabsTrigger value="table">{t('insights.table')}</TabsTrigger>
        </TabsList>
        <TabsContent value="charts" className="pt-6">
          <p className="sr-only">{t('insights.chartsNote')}</p>
          <InsightsCharts weeks={weeks} />
        </TabsContent>
        <TabsContent value="table" className="pt-6">
          <InsightsTable companyName={companyName} weeks={weeks} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
