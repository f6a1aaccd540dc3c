import { ArrowLeft, CalendarClock, LogIn, ShieldAlert } from 'lucide-react';
import { Link, type RouteComponentProps } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { CalendarFeedButton } from '@/client/components/visits/calendar-feed-dialog';
import { PageEmptyState } from '@/client/components/ui/empty-state';
import { useUser } from '@/client/data/auth';
import { useOwnCompanies } from '@/client/data/companies';
import { useAvailability } from '@/client/data/visits';
import { messageOf } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { useT } from '@/client/lib/i18n';
import { usePageMeta } from '@/client/lib/page-meta';
import { AvailabilityForm } from '../components/availability-form';
import { TimeOffCard } from '../components/time-off-card';

/**
 * /business/:id/availability: when customers may book a visit with the business (issue 34). Its
 * owner's only: anyone else sees the API's refusal.
 */
export function AvailabilityPage({ params }: RouteComponentProps<{ id: string }>) {
  const t = useT();
  const companyId = Number(params.id);
  const known = Number.isInteger(companyId) && companyId > 0;
  const { data: user, isPending: userPending } = useUser();
  const dialogs = useAuthDialogs();
  const availability = useAvailability(companyId, Boolean(user) && known);
  const company = useOwnCompanies().data?.find((c) => c.id === companyId);
  usePageMeta({
    title: company
      ? t('visits.availability.titleFor', { name: company.name })
      : t('visits.availability.title'),
  });

  if (userPending || (user && known && availability.isPending)) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" aria-busy="true">
        <div className="h-8 w-64 animate-pulse rounded bg-gray-200" />
        <div className="h-96 animate-pulse rounded-xl bg-gray-200" />
      </div>
    );
  }
  if (!user) {
    return (
      <PageEmptyState icon={LogIn} title={t('visits.availability.logIn')}>
        <Button onClick={() => dialogs.show('login')}>{t('visits.logInButton')}</Button>
      </PageEmptyState>
    );
  }
  const back = (
    <Link href="/profile?tab=companies">
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('visits.availability.back')}
    </Link>
  );
  if (!availability.data) {
    return (
      <PageEmptyState icon={ShieldAlert} title={t('visits.availability.unavailable')}>
        <p role="alert">{messageOf(availability.error, t('visits.availability.loadFailed'))}</p>
        <Button asChild variant="outline">
          {back}
        </Button>
      </PageEmptyState>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        {back}
      </Button>
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold tracking-tight text-gray-900">
        <CalendarClock className="h-7 w-7 shrink-0 text-brand-700" aria-hidden />
        {t('visits.availability.title')}
      </h1>
      {company ? <p className="mt-1 font-medium text-gray-800">{company.name}</p> : null}
      <p className="mt-2 text-gray-700">{t('visits.availability.intro')}</p>
      <CalendarFeedButton className="mt-3" />
      <AvailabilityForm companyId={companyId} availability={availability.data} />
      <TimeOffCard
        companyId={companyId}
        timeZone={availability.data.timeZone}
        timeOff={availability.data.timeOff}
      />
    </div>
  );
}
