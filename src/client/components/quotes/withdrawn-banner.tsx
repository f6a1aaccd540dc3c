import { FolderX } from 'lucide-react';
import { WITHDRAW_REASON_LABELS, type Withdrawal } from '@/contract/withdrawal';
import { formatLongDate } from '@/client/lib/format';

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
  const when = formatLongDate(withdrawal.withdrawnAt);
  return (
    <div
      role="status"
      className="flex items-start gap-2 border-b border-gray-200 bg-gray-100 px-4 py-3 text-sm text-gray-800"
    >
      <FolderX className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-gray-900">
          {customerFirstName
            ? `${customerFirstName} closed this request on ${when}.`
            : `You withdrew this request on ${when}.`}
        </p>
        {withdrawal.reason ? <p>Reason: {WITHDRAW_REASON_LABELS[withdrawal.reason]}</p> : null}
        {withdrawal.note ? (
          <p className="break-words">
            {customerFirstName ? 'Their note' : 'Your note'}: “{withdrawal.note}”
          </p>
        ) : null}
      </div>
    </div>
  );
}
