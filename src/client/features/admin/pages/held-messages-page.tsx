import { MessageSquareWarning } from 'lucide-react';
import { Link } from 'wouter';
import {
  HOLD_REASON_LABELS,
  heldMessageListQuerySchema,
  type HeldMessage,
} from '@/contract/moderation';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/components/ui/pagination';
import { useApproveHeldMessage, useHeldMessages } from '@/client/data/message-safety';
import { toast, toastError } from '@/client/lib/toast';
import { AdminLayout } from '../components/admin-layout';
import { ModerationButton } from '../components/moderation-dialog';
import { QueryResult } from '../components/query-result';
import { useAddressQuery } from '../components/use-address-query';
import { When } from '../components/when';

const STATUS_TEXT: Record<HeldMessage['status'], { label: string; className: string }> = {
  held: { label: 'Waiting', className: 'bg-amber-100 text-amber-900' },
  approved: { label: 'Approved', className: 'bg-green-100 text-green-900' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-900' },
};

function ApproveButton({ held, subject }: { held: HeldMessage; subject: string }) {
  const approve = useApproveHeldMessage();
  return (
    <Button
      size="sm"
      disabled={approve.isPending}
      onClick={() =>
        approve.mutateAsync(held.id).then(
          () => toast({ variant: 'success', title: 'Message approved', description: subject }),
          (error: unknown) => toastError('Could not approve', error, 'The action failed.'),
        )
      }
    >
      Approve
    </Button>
  );
}

/** One held message with who wrote it where, and the decision while it waits. */
function HeldCard({ held }: { held: HeldMessage }) {
  const from =
    held.sender.side === 'company' ? `${held.company.name} (business)` : held.sender.name;
  const subject = `Message from ${from} about "${held.quote.name}"`;
  const status = STATUS_TEXT[held.status];
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={status.className}>{status.label}</Badge>
        <Badge>{HOLD_REASON_LABELS[held.reason]}</Badge>
        <span className="text-sm text-gray-700">
          Sent <When at={held.createdAt} />
        </span>
      </div>
      <h2 className="mt-2 text-base font-semibold text-gray-900">{subject}</h2>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm text-gray-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Sender</dt>
        <dd>
          <Link
            href={`/admin/users/${held.sender.id}`}
            className="text-brand-800 underline underline-offset-2"
          >
            {held.sender.name || held.sender.email}
          </Link>{' '}
          ({held.sender.side === 'company' ? 'business owner' : 'customer'}, joined{' '}
          <When at={held.sender.accountCreatedAt} />)
        </dd>
        <dt className="font-medium">Business</dt>
        <dd>
          <Link
            href={`/admin/companies/${held.company.id}`}
            className="text-brand-800 underline underline-offset-2"
          >
            {held.company.name}
          </Link>
        </dd>
        <dt className="font-medium">Request</dt>
        <dd>
          {held.quote.name} (#{held.quote.id})
        </dd>
      </dl>
      <blockquote className="mt-3 whitespace-pre-line break-words rounded-lg border-l-4 border-gray-300 bg-gray-50 px-3 py-2 text-sm text-gray-900">
        {held.message || <span className="italic">(an image only)</span>}
      </blockquote>
      {held.image ? <p className="mt-1 text-sm text-gray-700">With an image attached.</p> : null}
      {held.status === 'held' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <ApproveButton held={held} subject={subject} />
          <ModerationButton action="message.reject" id={held.id} subject={subject} />
        </div>
      ) : held.decidedAt ? (
        <p className="mt-2 text-sm text-gray-700">
          {status.label} <When at={held.decidedAt} />
        </p>
      ) : null}
    </li>
  );
}

function HeldQueue() {
  const [{ page }, setQuery] = useAddressQuery(heldMessageListQuerySchema);
  const held = useHeldMessages(page);
  return (
    <QueryResult query={held} what="the held messages">
      {({ heldMessages, heldCount, pagination }) =>
        heldMessages.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon={MessageSquareWarning} title="No held messages">
              <p>Messages with a blocked word, or contact details from a new account, wait here.</p>
            </EmptyState>
          </div>
        ) : (
          <div className="mt-4">
            <p className="text-sm text-gray-700">
              {heldCount === 1 ? '1 message waits' : `${heldCount} messages wait`} for a decision.
            </p>
            <ol className="mt-3 space-y-3" aria-label="Held messages">
              {heldMessages.map((h) => (
                <HeldCard key={h.id} held={h} />
              ))}
            </ol>
            <Pagination
              page={pagination.page}
              totalPages={pagination.totalPages}
              onChange={(next) => setQuery({ page: next })}
            />
          </div>
        )
      }
    </QueryResult>
  );
}

/** /admin/held-messages: messages held for review, waiting ones first, oldest first. */
export function HeldMessagesPage() {
  return (
    <AdminLayout title="Held messages">
      <p className="mt-1 text-sm text-gray-700">
        Approving delivers a message as if it were sent now; a rejected one is never delivered and
        its sender sees “Not delivered”.
      </p>
      <HeldQueue />
    </AdminLayout>
  );
}
