import type { CostGuide } from '@/contract/cost-guide';
import { formatGuidePrice, stateName } from '@/contract/cost-guide-text';
import type { Locale } from '@/contract/locale';
import type { MessageValues, Translate } from '@/client/lib/i18n';
import { clip, type PageMeta } from '@/client/lib/page-meta';

/** The values of a guide's sentences that say where: a state's name, or the national guide. */
export const whereValues = (state: string | null, locale: Locale): MessageValues =>
  state ? { scope: 'state', state: stateName(state, locale) } : { scope: 'national', state: '' };

/** "Based on 42 estimates from 9 pros on QuoteLocal." */
export const basedOn = (t: Translate, f: { estimates: number; companies: number }) =>
  t('costGuide.basedOn', { estimates: f.estimates, companies: f.companies });

/** The guide page's title and description; null while it loads; a 404 when there is no guide. */
export function costGuidePageMeta(
  guide: { data: CostGuide | null | undefined; isPending: boolean },
  validAddress: boolean,
  t: Translate,
  locale: Locale,
): PageMeta | null {
  const g = guide.data;
  if (g) {
    const main = g.figures[0]!;
    const where = whereValues(g.state, locale);
    return {
      title: t('costGuide.title', { category: g.category.name, ...where }),
      description: clip(
        t('costGuide.metaDescription', {
          category: g.category.name,
          ...where,
          unit: main.unit,
          median: formatGuidePrice(main.medianCents),
          low: formatGuidePrice(main.p25Cents),
          high: formatGuidePrice(main.p75Cents),
          basedOn: basedOn(t, main),
        }),
      ),
    };
  }
  if (guide.isPending && validAddress) return null;
  return { title: t('costGuide.none'), description: t('costGuide.noneDescription'), status: 404 };
}
