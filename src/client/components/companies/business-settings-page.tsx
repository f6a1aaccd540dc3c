import { ArrowLeft, LogIn, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { PageEmptyState } from '@/client/components/ui/empty-state';
import { useUser } from '@/client/data/auth';
import { useOwnCompanies } from '@/client/data/companies';
import { messageOf } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { useT } from '@/client/lib/i18n';

interface BusinessSettingsPageProps<T> {
  companyId: number;
  /** The address named a possible business id (the page's query runs only then). */
  known: boolean;
  /** The page's data, asked for once someone is signed in. */
  query: { isPending: boolean; data: T | undefined; error: unknown };
  icon: LucideIcon;
  title: string;
  intro: string;
  /** The page's own words for its three states before its data. */
  texts: { logIn: string; unavailable: string; loadFailed: string };
  children: (data: T) => ReactNode;
}

/**
 * A business's settings screen (/business/:id/…): its loading, signed-out and refused states, the
 * way back to My businesses, and its heading with the business's name, around the page's own
 * content. The owner's only: anyone else sees the API's refusal.
 */
export function BusinessSettingsPage<T>({
  companyId,
  known,
  query,
  icon: Icon,
  title,
  intro,
  texts,
  children,
}: BusinessSettingsPageProps<T>) {
  const t = useT();
  const { data: user, isPending: userPending } = useUser();
  const dialogs = useAuthDialogs();
  const company = useOwnCompanies().data?.find((c) => c.id === companyId);

  if (userPending || (user && known && query.isPending)) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" aria-busy="true">
        <div className="h-8 w-64 animate-pulse rounded bg-gray-200" />
        <div className="h-96 animate-pulse rounded-xl bg-gray-200" />
      </div>
    );
  }
  if (!user) {
    return (
      <PageEmptyState icon={LogIn} title={texts.logIn}>
        <Button onClick={() => dialogs.show('login')}>{t('visits.logInButton')}</Button>
      </PageEmptyState>
    );
  }
  const back = (
    <Link href="/profile?tab=companies">
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('visits.availability.back')}
    </Link>
  );
  if (!query.data) {
    return (
      <PageEmptyState icon={ShieldAlert} title={texts.unavailable}>
        <p role="alert">{messageOf(query.error, texts.loadFailed)}</p>
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
        <Icon className="h-7 w-7 shrink-0 text-brand-700" aria-hidden />
        {title}
      </h1>
      {company ? <p className="mt-1 font-medium text-gray-800">{company.name}</p> : null}
      <p className="mt-2 text-gray-700">{intro}</p>
      {children(query.data)}
    </div>
  );
}
