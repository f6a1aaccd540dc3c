import { ClipboardList, MessagesSquare, Search, Store } from 'lucide-react';
import { Link } from 'wouter';
import { useAddBusiness } from '@/client/components/companies/use-add-business';
import { MatchedRequestButton } from '@/client/components/quotes/matched-request';
import { Button } from '@/client/components/ui/button';
import { useCategories } from '@/client/data/categories';
import { type MessageId, useT } from '@/client/lib/i18n';
import { SITE_TAGLINE, usePageMeta } from '@/client/lib/page-meta';
import { HeroCarousel } from '../components/hero-carousel';
import { SearchBox } from '@/client/components/search/search-box';

const STEPS: ReadonlyArray<{ Icon: typeof Search; title: MessageId; text: MessageId }> = [
  { Icon: Search, title: 'home.step1.title', text: 'home.step1.text' },
  { Icon: ClipboardList, title: 'home.step2.title', text: 'home.step2.text' },
  { Icon: MessagesSquare, title: 'home.step3.title', text: 'home.step3.text' },
];

export function HomePage() {
  const t = useT();
  usePageMeta({ title: t(SITE_TAGLINE) });
  const { data: categories, isPending } = useCategories();
  const addBusiness = useAddBusiness();
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <HeroCarousel />
        <div className="relative mx-auto flex max-w-[1200px] flex-col items-center px-4 py-20 text-center sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl">
            {t('home.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-100">{t('home.lead')}</p>
          <div className="mt-8 w-full max-w-2xl">
            <SearchBox />
          </div>
          <p className="mt-6 text-sm text-gray-100">{t('home.ratherNotChoose')}</p>
          <MatchedRequestButton variant="inverse" size="lg" className="mt-2" />
        </div>
      </section>

      <section
        id="categories"
        aria-labelledby="categories-heading"
        className="mx-auto max-w-[1200px] px-4 py-12"
      >
        <h2 id="categories-heading" className="text-2xl font-semibold text-gray-900">
          {t('home.browseByCategory')}
        </h2>
        <ul className="mt-6 flex flex-wrap gap-2">
          {isPending
            ? Array.from({ length: 10 }, (_, i) => (
                <li key={i} className="h-11 w-40 animate-pulse rounded-full bg-gray-200" />
              ))
            : (categories ?? []).map((category) => (
                <li key={category.id}>
                  <Link
                    href={`/categories/${category.slug}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-medium text-gray-800 shadow-sm hover:border-brand-600 hover:text-brand-800"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="mx-auto max-w-[1200px] px-4 py-4">
        <h2 id="how-heading" className="text-2xl font-semibold text-gray-900">
          {t('home.howItWorks')}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ Icon, title, text }, i) => (
            <li key={title} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-800">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <h3 className="font-semibold text-gray-900">
                  {t('home.step', { number: i + 1, title: t(title) })}
                </h3>
              </div>
              <p className="mt-3 text-sm leading-6 text-gray-700">{t(text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto max-w-[1200px] px-4 py-12">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <Store className="mt-1 h-8 w-8 shrink-0" aria-hidden />
            <div>
              <h2 className="text-xl font-semibold">{t('home.ownBusiness')}</h2>
              <p className="mt-1 text-brand-100">{t('home.ownBusinessText')}</p>
            </div>
          </div>
          <Button variant="inverse" size="lg" className="shrink-0" onClick={addBusiness}>
            {t('home.addYourBusiness')}
          </Button>
        </div>
      </section>
    </>
  );
}
