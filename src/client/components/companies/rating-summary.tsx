import { Link } from 'wouter';
import { formatRating } from '@/client/lib/format';
import { useLocale, useT } from '@/client/lib/i18n';
import { StarRating } from './star-rating';

/** Stars, the one-decimal average and the review count linking to the reviews, or 'No reviews yet'. */
export function RatingSummary({
  companyId,
  averageRating,
  ratingsCount,
}: {
  companyId: number;
  averageRating: number;
  ratingsCount: number;
}) {
  const t = useT();
  const locale = useLocale();
  if (ratingsCount === 0) return <p className="text-sm text-gray-600">{t('company.noReviews')}</p>;
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <StarRating value={averageRating} />
      <span className="font-semibold text-gray-900">{formatRating(averageRating, locale)}</span>
      <Link
        href={`/companies/${companyId}#reviews`}
        onClick={(e) => e.stopPropagation()}
        className="text-brand-700 hover:underline"
      >
        {t('company.reviews', { count: ratingsCount })}
      </Link>
    </p>
  );
}
