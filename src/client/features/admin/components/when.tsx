import { longDateParts, timeAgo } from '@/client/lib/format';
import { useLocale, useT } from '@/client/lib/i18n';

/** "3 days ago", with the date itself on hover and for machines. */
export function When({ at }: { at: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <time dateTime={at} title={t('format.longDate', longDateParts(at))}>
      {timeAgo(at, locale)}
    </time>
  );
}
