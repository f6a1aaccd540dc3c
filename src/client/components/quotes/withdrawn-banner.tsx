import { FolderX } from 'lucide-react';
import type { Withdrawal } from '@/contract/withdrawal';
import { longDateParts } from '@/client/lib/format';
import { useT } from '@/client/lib/i18n';

/**
 * A withdrawn request, at the top of its page (the customer's) or of its conversation (each
 * business's): when, the reason chosen and the customer's note.
 */
export function WithdrawnBanner({
  withdrawal,
  customerFirstName,
}: {
  withdrawal: Withdrawal;
  /** For a business: who closed it. Absent on the customer's own page. */
  customerFirstName?: string;
}) {
  const t = useT();
  const date = t('format.longDate', longDateParts(withdrawal.withdrawnAt));
  return (
    <div
      role="status"
      className="flex items-start gap-2 border-b border-gray-200 bg-gray-100 px-4 py-3 text-sm text-gray-800"
    >
      <FolderX className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-gray-900">
          {customerFirstName
            ? t('withdrawn.byCustomer', { name: customerFirstName, date })
            : t('withdrawn.byYou', { date })}
        </p>
        {withdrawal.reason ? (
          <p>
            {t('withdrawn.reason', {
              reason: t('withdrawReason.label', { reason: withdrawal.reason }),
            })}
          </p>
        ) : null}
        {withdrawal.note ? (
          <p className="break-words">
            {t(customerFirstName ? 'withdrawn.theirNote' : 'withdrawn.yourNote', {
              note: withdrawal.note,
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
