import {
  AlertTriangle,
  Building2,
  ChevronRight,
  Clock,
  MapPin,
  MessageSquareReply,
  Route,
  Send,
  Share2,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouter, useSearch } from 'wouter';
import type { CompanyDetails } from '@/contract/company';
import { CompanyLogo } from '@/client/components/companies/company-logo';
import { CredentialBadges } from '@/client/components/companies/credential-badges';
import { FavoriteButton } from '@/client/components/companies/favorite-button';
import { NoLongerOnQuoteLocalNotice } from '@/client/components/companies/no-longer-listed';
import { StarRating } from '@/client/components/companies/star-rating';
import { TopProBadge } from '@/client/components/companies/top-pro-badge';
import { NextAvailableLine } from '@/client/components/visits/next-available';
import { ReportButton } from '@/client/components/reports/report-dialog';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { PageEmptyState } from '@/client/components/ui/empty-state';
import { useUser } from '@/client/data/auth';
import { useCompany, useCompanyImages, useCountCompanyView } from '@/client/data/companies';
import { useCompanyQuestions } from '@/client/data/company-questions';
import { useFavoriteIds, useToggleFavorite } from '@/client/data/favorites';
import { useStartQuote } from '@/client/data/quote-intent';
import { useNextAvailable } from '@/client/data/visits';
import { ApiError } from '@/client/lib/api-client';
import { durationParts, formatRating } from '@/client/lib/format';
import { useLocale, useT } from '@/client/lib/i18n';
import { usePageMeta } from '@/client/lib/page-meta';
import { BANNER_SIZE, bannerFor } from '@/client/lib/stock-images';
import { toast } from '@/client/lib/toast';
import { companyPageMeta } from '../company-meta';
import { ContactCard } from '../components/contact-card';
import { MapCard } from '../components/map-card';
import { OwnerActions } from '../components/owner-actions';
import { PhotoCarousel } from '../components/photo-carousel';
import { ProjectGallery } from '../components/project-gallery';
import { serviceAreaLabel } from '../service-area-label';
import { QuestionsSection } from '../components/questions-section';
import { ReviewsSection } from '../components/reviews-section';

function Breadcrumbs({ company, from }: { company: CompanyDetails; from: string | null }) {
  const t = useT();
  const { base } = useRouter();
  const middle =
    from === 'search'
      ? { href: '/search', label: t('companyPage.searchResults'), back: true }
      : from === 'dashboard' || from === 'profile'
        ? { href: '/profile', label: t('companyPage.myCompanies'), back: false }
        : { href: `/categories/${company.category}`, label: company.categoryName, back: false };
  const crumb = 'text-brand-700 hover:underline';
  return (
    <nav aria-label={t('companyPage.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-gray-700">
        <li>
          <Link href="/" className={crumb}>
            {t('header.home')}
          </Link>
        </li>
        <ChevronRight className="h-4 w-4 text-gray-400" aria-hidden />
        <li>
          {middle.back ? (
            <a
              href={base + middle.href}
              className={crumb}
              onClick={(e) => {
                if (history.length > 1) {
                  e.preventDefault();
                  history.back();
                }
              }}
            >
              {middle.label}
            </a>
          ) : (
            <Link href={middle.href} className={crumb}>
              {middle.label}
            </Link>
          )}
        </li>
        <ChevronRight className="h-4 w-4 text-gray-400" aria-hidden />
        <li aria-current="page" className="font-medium text-gray-900">
          {company.name}
        </li>
      </ol>
    </nav>
  );
}

async function share(company: CompanyDetails, t: ReturnType<typeof useT>): Promise<void> {
  const url = window.location.href.split('#')[0]!;
  if (typeof navigator.share === 'function') {
    await navigator.share({ title: company.name, url }).catch(() => undefined);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ variant: 'success', title: t('companyPage.linkCopied') });
  } catch {
    toast({ variant: 'destructive', title: t('companyPage.copyFailed'), description: url });
  }
}

export function CompanyPage({ params }: { params: { id: string } }) {
  const t = useT();
  const locale = useLocale();
  const companyId = Number(params.id);
  const from = new URLSearchParams(useSearch()).get('from');
  const company = useCompany(companyId);
  const images = useCompanyImages(companyId, company.data !== null);
  const nextAvailable = useNextAvailable(companyId, company.data !== null);
  useCountCompanyView(companyId);
  const questions = useCompanyQuestions(companyId);
  usePageMeta(
    companyPageMeta(
      t,
      locale,
      company,
      Number.isInteger(companyId) && companyId > 0,
      questions.data,
    ),
  );
  const { data: user } = useUser();
  const favoriteIds = useFavoriteIds();
  const toggleFavorite = useToggleFavorite();
  const startQuote = useStartQuote();

  useEffect(() => {
    const hash = window.location.hash;
    if (company.data && (hash === '#reviews' || hash === '#questions')) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
    }
  }, [company.data]);

  if (company.isPending && Number.isInteger(companyId) && companyId > 0) {
    return (
      <div className="mx-auto h-[32rem] max-w-[1200px] animate-pulse px-4 py-8" aria-busy="true" />
    );
  }
  if (!company.data) {
    const missing =
      !(company.error instanceof ApiError) ||
      company.error.status === 404 ||
      company.error.status === 400;
    return (
      <PageEmptyState
        icon={Building2}
        title={t(missing ? 'companyPage.notFound' : 'companyPage.wentWrong')}
      >
        <p>{t(missing ? 'companyPage.notFoundText' : 'companyPage.wentWrongText')}</p>
        <Button asChild>
          <Link href="/">{t('companyPage.backHome')}</Link>
        </Button>
      </PageEmptyState>
    );
  }

  const c = company.data;
  const banner = bannerFor(c);
  const isFavorite = favoriteIds.has(c.id);
  // The server renders as the visitor (their cookie), so the owner's view is the same on both sides.
  const isOwner = user?.id === c.ownerId;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6">
      <Breadcrumbs company={c} from={from} />
      {!c.isActive ? (
        <div
          role="alert"
          className="mt-4 flex items-start gap-3 rounded-xl bg-danger-700 p-4 text-white"
        >
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <p>{t('companyPage.inactiveNotice')}</p>
        </div>
      ) : null}
      {c.noLongerOnQuoteLocal ? <NoLongerOnQuoteLocalNotice className="mt-4" /> : null}

      <header className="mt-4 overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
        <img
          src={banner.url}
          alt=""
          {...BANNER_SIZE}
          className="h-32 w-full object-cover sm:h-44"
        />
        <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-end">
          <CompanyLogo
            src={c.logo}
            name={c.name}
            size="xl"
            className="-mt-16 shadow-md sm:-mt-20"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
                {c.name}
              </h1>
              {c.topPro ? <TopProBadge /> : null}
              {!c.isActive ? (
                <Badge className="bg-red-100 text-red-900">{t('companyPage.inactive')}</Badge>
              ) : null}
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              {c.ratingsCount > 0 ? (
                <>
                  <StarRating value={c.averageRating} size="md" />
                  <span className="font-semibold">{formatRating(c.averageRating, locale)}</span>
                  {c.noLongerOnQuoteLocal ? (
                    <span className="text-gray-700">
                      {t('company.reviews', { count: c.ratingsCount })}
                    </span>
                  ) : (
                    <a href="#reviews" className="text-brand-700 hover:underline">
                      {t('company.reviews', { count: c.ratingsCount })}
                    </a>
                  )}
                </>
              ) : (
                <span className="text-gray-600">{t('company.noReviews')}</span>
              )}
              <span className="inline-flex items-center gap-1 text-gray-600">
                <MapPin className="h-4 w-4" aria-hidden /> {c.city}, {c.state}
              </span>
              <span className="inline-flex items-center gap-1 text-gray-700">
                <Route className="h-4 w-4" aria-hidden />{' '}
                {serviceAreaLabel(t, c.serviceArea, c.zip)}
              </span>
              {c.responseTime ? (
                <span className="inline-flex items-center gap-1 text-gray-700">
                  <Clock className="h-4 w-4" aria-hidden />{' '}
                  {t('companyPage.repliesWithin', {
                    duration: t('format.duration', durationParts(c.responseTime.medianMinutes)),
                  })}
                </span>
              ) : null}
              {c.responseRate ? (
                <span className="inline-flex items-center gap-1 text-gray-700">
                  <MessageSquareReply className="h-4 w-4" aria-hidden />
                  {t('companyPage.responseRate', { percent: c.responseRate.percent })}
                </span>
              ) : null}
              <NextAvailableLine next={nextAvailable.data?.nextAvailable} />
            </div>
            <CredentialBadges badges={c.credentialBadges} />
            <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('company.services')}>
              {c.subcategories.map((s) => (
                <li key={s.slug}>
                  <Badge className="bg-brand-50 text-brand-900">{s.name}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            {isOwner || c.noLongerOnQuoteLocal ? null : (
              <FavoriteButton
                companyName={c.name}
                isFavorite={isFavorite}
                onToggle={() => toggleFavorite(c.id, isFavorite)}
              />
            )}
            <Button variant="outline" onClick={() => void share(c, t)}>
              <Share2 className="h-4 w-4" aria-hidden /> {t('companyPage.share')}
            </Button>
            {isOwner ? (
              <OwnerActions companyId={c.id} />
            ) : c.isActive && !c.noLongerOnQuoteLocal ? (
              <Button onClick={() => startQuote([c.id])}>
                <Send className="h-4 w-4" aria-hidden /> {t('companyPage.requestQuote')}
              </Button>
            ) : null}
          </div>
        </div>
      </header>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Card title={t('companyPage.about')} variant="listing">
            <p className="mt-3 whitespace-pre-line leading-7 text-gray-800">{c.description}</p>
          </Card>
          <section aria-labelledby="photos-heading">
            <h2 id="photos-heading" className="mb-3 text-lg font-semibold text-gray-900">
              {t('companyPage.photos')}
            </h2>
            <PhotoCarousel images={images.data} isError={images.isError} />
          </section>
          <ProjectGallery companyId={c.id} />
          {/* Its reviews left the site with it (decision 014); only its page stays, for its hirers. */}
          {c.noLongerOnQuoteLocal ? null : <ReviewsSection company={c} />}
          {c.noLongerOnQuoteLocal ? null : <QuestionsSection company={c} />}
        </div>
        <aside className="space-y-6">
          <ContactCard company={c} />
          <MapCard
            name={c.name}
            latitude={c.latitude}
            longitude={c.longitude}
            address={`${c.address}, ${c.city}, ${c.state} ${c.zip}`}
          />
          {!isOwner ? (
            <ReportButton
              item={{ type: 'company', id: c.id }}
              label={t('companyPage.reportName', { name: c.name })}
              text={t('companyPage.report')}
            />
          ) : null}
        </aside>
      </div>
    </div>
  );
}
