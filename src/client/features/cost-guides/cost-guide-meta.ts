import type { CostGuide } from '@/contract/cost-guide';
import { formatGuidePrice, NO_COST_GUIDE, stateName } from '@/contract/cost-guide-text';
import { clip, type PageMeta } from '@/client/lib/page-meta';

/** " in California", or nothing for the national guide. */
export const inState = (state: string | null) => (state ? ` in ${stateName(state)}` : '');

/** "Based on 42 estimates from 9 pros on QuoteLocal" */
export const basedOn = (f: { estimates: number; companies: number }) =>
  `Based on ${f.estimates} estimates from ${f.companies} pros on QuoteLocal`;

/** The guide page's title and description; null while it loads; a 404 when there is no guide. */
export function costGuidePageMeta(
  guide: { data: CostGuide | null | undefined; isPending: boolean },
  validAddress: boolean,
): PageMeta | null {
  const g = guide.data;
  if (g) {
    const main = g.figures[0]!;
    const per = main.unit === 'hour' ? ' an hour' : '';
    return {
      title: `${g.category.name} cost${inState(g.state)}`,
      description: clip(
        `What ${g.category.name} cost${inState(g.state)}: a median of ${formatGuidePrice(main.medianCents)}${per}, most estimates between ${formatGuidePrice(main.p25Cents)} and ${formatGuidePrice(main.p75Cents)}. ${basedOn(main)}.`,
      ),
    };
  }
  if (guide.isPending && validAddress) return null;
  return {
    title: NO_COST_GUIDE,
    description: 'QuoteLocal publishes a cost guide once enough businesses have sent estimates.',
    status: 404,
  };
}
