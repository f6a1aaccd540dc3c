import { CalendarClock } from 'lucide-react';
import type { RouteComponentProps } from 'wouter';
import { BusinessSettingsPage } from '@/client/components/companies/business-settings-page';
import { CalendarFeedButton } from '@/client/components/visits/calendar-feed-dialog';
import { useUser } from '@/client/data/auth';
import { useOwnCompanies } from '@/client/data/companies';
import { useAvailability } from '@/client/data/visits';
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
  const { data: user } = useUser();
  const availability = useAvailability(companyId, Boolean(user) && known);
  const company = useOwnCompanies().data?.find((c) => c.id === companyId);
  usePageMeta({
    title: company
      ? t('visits.availability.titleFor', { name: company.name })
      : t('visits.availability.title'),
  });

  return (
    <BusinessSettingsPage
      companyId={companyId}
      known={known}
      query={availability}
      icon={CalendarClock}
      title={t('visits.availability.title')}
      intro={t('visits.availability.intro')}
      texts={{
        logIn: t('visits.availability.logIn'),
        unavailable: t('visits.availability.unavailable'),
        loadFailed: t('visits.availability.loadFailed'),
      }}
    >
      {(data) => (
        <>
          <CalendarFeedButton className="mt-3" />
          <AvailabilityForm companyId={companyId} availability={data} />
          <TimeOffCard companyId={companyId} timeZone={data.timeZone} timeOff={data.timeOff} />
        </>
      )}
    </BusinessSettingsPage>
  );
}
