import { Building2, CalendarCheck, ChevronRight, MapPin, Wallet, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Project } from '@/contract/portfolio';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { PageEmptyState } from '@/client/components/ui/empty-state';
import { Lightbox } from '@/client/components/ui/lightbox';
import { useCompany } from '@/client/data/companies';
import { useProject } from '@/client/data/portfolio';
import { dayParts, formatMoney } from '@/client/lib/format';
import { useLocale, useT, type Translate } from '@/client/lib/i18n';
import { clip, usePageMeta, type PageMeta } from '@/client/lib/page-meta';

/** The month a project was finished, in the page's language ("September 2026"). */
function monthOf(t: Translate, month: string): string {
  const { year, month: index } = dayParts(`${month}-01`);
  return t('portfolio.month', { month: String(index), year: String(year) });
}

function projectMeta(
  t: Translate,
  project: Project | null | undefined,
  companyName: string | undefined,
): PageMeta | null {
  if (project === undefined || (project && companyName === undefined)) return null;
  if (!project) {
    return {
      title: t('portfolio.notFound'),
      description: t('portfolio.notFoundText'),
      status: 404,
    };
  }
  return {
    title: t('portfolio.pageTitle', { title: project.title, company: companyName ?? '' }),
    description: clip(
      `${t('portfolio.tradeInCity', { trade: project.trade, city: project.city })}. ${project.description}`,
    ),
  };
}

/**
 * /companies/:id/projects/:projectId (and /es/…): one project of a business's portfolio, rendered
 * on the server like its company page; its photos open in the lightbox.
 */
export function ProjectPage({ params }: { params: { id: string; projectId: string } }) {
  const t = useT();
  const locale = useLocale();
  const companyId = Number(params.id);
  const project = useProject(companyId, Number(params.projectId));
  const company = useCompany(companyId);
  const [shown, setShown] = useState<number | null>(null);
  const p = project.data;
  usePageMeta(projectMeta(t, project.isError ? null : p, company.data?.name));

  if (project.isPending && !project.isError) {
    return (
      <div className="mx-auto h-[32rem] max-w-[1200px] animate-pulse px-4 py-8" aria-busy="true" />
    );
  }
  if (!p || !company.data) {
    return (
      <PageEmptyState icon={Building2} title={t('portfolio.notFound')}>
        <p>{t('portfolio.notFoundText')}</p>
        <Button asChild>
          <Link href={`/companies/${companyId}`}>{t('portfolio.backToCompany')}</Link>
        </Button>
      </PageEmptyState>
    );
  }
  const c = company.data;
  const facts = [
    { icon: Wrench, text: p.trade },
    { icon: MapPin, text: p.city },
    p.costMinCents !== null && p.costMaxCents !== null
      ? {
          icon: Wallet,
          text: t('portfolio.costRange', {
            min: formatMoney(p.costMinCents, locale),
            max: formatMoney(p.costMaxCents, locale),
          }),
        }
      : null,
    p.completedMonth
      ? {
          icon: CalendarCheck,
          text: t('portfolio.completed', { month: monthOf(t, p.completedMonth) }),
        }
      : null,
  ].filter((fact) => fact !== null);
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6">
      <nav aria-label={t('companyPage.breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-gray-700">
          <li>
            <Link href={`/companies/${c.id}`} className="text-brand-700 hover:underline">
              {c.name}
            </Link>
          </li>
          <ChevronRight className="h-4 w-4 text-gray-400" aria-hidden />
          <li aria-current="page" className="font-medium text-gray-900">
            {p.title}
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {p.title}
      </h1>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
        {facts.map(({ icon: Icon, text }) => (
          <li key={text} className="inline-flex items-center gap-1">
            <Icon className="h-4 w-4" aria-hidden /> {text}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          {p.photos.length > 0 ? (
            <ul
              className="grid grid-cols-2 gap-3 sm:grid-cols-3"
              aria-label={t('portfolio.photos')}
            >
              {p.photos.map((photo, index) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    onClick={() => setShown(index)}
                    className="block w-full overflow-hidden rounded-lg bg-gray-900"
                    aria-label={t('photos.open', { n: index + 1, count: p.photos.length })}
                  >
                    <img
                      src={`${photo.objectUrl}?variant=web`}
                      alt=""
                      className="aspect-[4/3] w-full object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <Card title={t('portfolio.about')} variant="listing">
            <p className="mt-3 whitespace-pre-line leading-7 text-gray-800">{p.description}</p>
          </Card>
        </div>
        <aside className="space-y-4">
          <Button asChild variant="outline">
            <Link href={`/companies/${c.id}`}>{t('portfolio.backToCompany')}</Link>
          </Button>
        </aside>
      </div>
      <Lightbox
        images={p.photos.map((photo) => ({ ...photo, caption: null }))}
        index={shown ?? 0}
        onIndexChange={setShown}
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
        title={p.title}
      />
    </div>
  );
}
