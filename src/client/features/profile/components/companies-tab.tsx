import {
  BadgeCheck,
  Building2,
  CalendarClock,
  ChartColumn,
  FolderKanban,
  Images,
  MailPlus,
  Pencil,
  Power,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CompanySummary } from '@/contract/company';
import { CompanyLogo } from '@/client/components/companies/company-logo';
import { useAddBusiness } from '@/client/components/companies/use-add-business';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { EmptyState } from '@/client/components/ui/empty-state';
import { useOwnCompanies, useSetCompanyActive } from '@/client/data/companies';
import { useBusinessDialog } from '@/client/lib/business-dialog';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';

export function CompaniesTab({ onManagePhotos }: { onManagePhotos: (companyId: number) => void }) {
  const t = useT();
  const { data: companies, isPending } = useOwnCompanies();
  const addBusiness = useAddBusiness();
  const [toggling, setToggling] = useState<CompanySummary | null>(null);
  const setActive = useSetCompanyActive();

  if (isPending)
    return <div className="h-48 animate-pulse rounded-xl bg-gray-200" aria-busy="true" />;
  if (!companies || companies.length === 0) {
    return (
      <EmptyState icon={Building2} title={t('companiesTab.none')}>
        <p>{t('companiesTab.noneHint')}</p>
        <Button onClick={addBusiness}>{t('business.addTitle')}</Button>
      </EmptyState>
    );
  }

  const confirmToggle = () => {
    if (!toggling) return;
    const isActive = !toggling.isActive;
    setActive.mutate(
      { companyId: toggling.id, isActive },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: t(isActive ? 'companiesTab.activated' : 'companiesTab.deactivated'),
          }),
        onError: () => toast({ variant: 'destructive', title: t('companiesTab.statusFailed') }),
      },
    );
  };

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {companies.map((company) => (
          <CompanyCard
            key={company.id}
            company={company}
            onManagePhotos={onManagePhotos}
            onToggle={() => setToggling(company)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={t(
          toggling?.isActive ? 'companiesTab.deactivateTitle' : 'companiesTab.activateTitle',
        )}
        description={
          toggling?.isActive
            ? t('companiesTab.deactivateBody', { name: toggling.name })
            : t('companiesTab.activateBody', { name: toggling?.name ?? '' })
        }
        confirmLabel={t(toggling?.isActive ? 'companiesTab.deactivate' : 'companiesTab.activate')}
        destructive={toggling?.isActive ?? false}
        onConfirm={confirmToggle}
      />
    </>
  );
}

function CompanyCard({
  company,
  onManagePhotos,
  onToggle,
}: {
  company: CompanySummary;
  onManagePhotos: (id: number) => void;
  onToggle: () => void;
}) {
  const business = useBusinessDialog();
  const t = useT();
  return (
    <li
      className={cn(
        'rounded-xl border bg-white p-5 shadow-sm',
        company.isActive ? 'border-gray-200' : 'border-red-300',
      )}
    >
      <div className="flex items-start gap-4">
        <CompanyLogo src={company.logo} name={company.name} size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              href={`/companies/${company.id}?from=profile`}
              className="font-semibold text-gray-900 hover:underline"
            >
              {company.name}
            </Link>
            {company.isActive ? (
              <Badge className="bg-green-100 text-green-900">{t('companiesTab.active')}</Badge>
            ) : (
              <Badge className="bg-red-100 text-red-900">{t('companiesTab.inactive')}</Badge>
            )}
          </div>
          <p className="text-sm text-gray-600">
            {company.categoryName} · {company.city}, {company.state}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => business.openEdit(company.id)}
          aria-label={t('companiesTab.editOf', { name: company.name })}
        >
          <Pencil className="h-4 w-4" aria-hidden /> {t('companiesTab.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onManagePhotos(company.id)}
          aria-label={t('photoManager.title', { name: company.name })}
        >
          <Images className="h-4 w-4" aria-hidden /> {t('photoUpload.photos')}
        </Button>
        <Button variant="outline" size="sm" asChild>
          <Link
            href={`/business/${company.id}/insights`}
            aria-label={t('companiesTab.insightsOf', { name: company.name })}
          >
            <ChartColumn className="h-4 w-4" aria-hidden /> {t('owner.insights')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" asChild>
          <Link
            href={`/business/${company.id}/review-invitations`}
            aria-label={t('invitations.of', { name: company.name })}
          >
            <MailPlus className="h-4 w-4" aria-hidden /> {t('invitations.title')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" asChild>
          <Link
            href={`/business/${company.id}/availability`}
            aria-label={t('visits.availability.of', { name: company.name })}
          >
            <CalendarClock className="h-4 w-4" aria-hidden /> {t('visits.availability.title')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" asChild>
          <Link
            href={`/business/${company.id}/credentials`}
            aria-label={t('credentials.of', { name: company.name })}
          >
            <BadgeCheck className="h-4 w-4" aria-hidden /> {t('credentials.title')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" asChild>
          <Link
            href={`/business/${company.id}/portfolio`}
            aria-label={t('portfolio.of', { name: company.name })}
          >
            <FolderKanban className="h-4 w-4" aria-hidden /> {t('portfolio.pageHeading')}
          </Link>
        </Button>
        <Button
          variant={company.isActive ? 'ghost' : 'primary'}
          size="sm"
          onClick={onToggle}
          aria-label={t(
            company.isActive ? 'companiesTab.deactivateOf' : 'companiesTab.activateOf',
            {
              name: company.name,
            },
          )}
        >
          <Power className="h-4 w-4" aria-hidden />{' '}
          {t(company.isActive ? 'companiesTab.deactivate' : 'companiesTab.activate')}
        </Button>
      </div>
    </li>
  );
}
