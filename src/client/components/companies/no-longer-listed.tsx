import { Info } from 'lucide-react';
import { NO_LONGER_ON_QUOTELOCAL, NO_LONGER_ON_QUOTELOCAL_DETAIL } from '@/contract/company-text';
import { cn } from '@/client/lib/cn';

/**
 * A business that left the site (hidden by an admin, or its owner suspended), as the customers who
 * hired it still see it: on its page and in the quote that hired it (issue 31).
 */
export function NoLongerOnQuoteLocalNotice({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950',
        className,
      )}
    >
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{NO_LONGER_ON_QUOTELOCAL}</p>
        <p className="mt-1 text-sm">{NO_LONGER_ON_QUOTELOCAL_DETAIL}</p>
      </div>
    </div>
  );
}
