import { formatLongDate, timeAgo } from '@/client/lib/format';

/** "3 days ago", with the date itself on hover and for machines. */
export function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatLongDate(at)}>
      {timeAgo(at)}
    </time>
  );
}
