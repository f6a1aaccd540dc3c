import { MessageSquareWarning } from 'lucide-react';
import { Link } from 'wouter';
import { heldMessageListQuerySchema, type HeldMessage } from '@/contract/moderation';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/components/ui/pagination';
import { useApproveHeldMessage, useHeldMessages } from '@/client/data/message-safety';
import { type MessageId, T, useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { AdminLayout } from '../components/admin-layout';
import { ModerationButton } from '../components/moderation-dialog';
import { QueryResult } from '../components/query-result';
import { useAddressQuery } from '../components/use-address-query';
import { When } from '../components/when';

const STATUS_TEXT: Record<HeldMessage['status'], { label: MessageId; className: string }> = {
  held: { label: 'admin.held.waiting', className: 'bg-amber-100 text-amber-900' },
  approved: { label: 'admin.held.approved', className: 'bg-green-100 text-green-900' },
  rejected: { label: 'admin.held.rejected', className: 'bg-red-100 text-red-900' },
};

function ApproveButton({ held, subject }: { held: HeldMessage; subject: string }) {
  const t = useT();
  const approve = useApproveHeldMessage();
  return (
    <Button
      size="sm"
      disabled={approve.isPending}
      onClick={() =>
        approve.mutateAsync(held.id).then(
          () =>
            toast({
              variant: 'success',
              title: t('admin.done.messageApprove'),
              description: subject,
            }),
          (error: unknown) => toastError(t('admin.approveFailed'), error, t('admin.actionFailed')),
        )
      }
    >
      {t('admin.action.messageApprove')}
    </Button>
  );
}

/** One held message with who wrote it where, and the decision while it waits. */
function HeldCard({ held }: { held: HeldMessage }) {
  const t = useT();
  const from =
    held.sender.side === 'company'
      ? t('admin.fromBusiness', { name: held.company.name })
      : held.sender.name;
  const subject = t('admin.heldSubject', { from, quote: held.quote.name });
  const status = STATUS_TEXT[held.status];
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={status.className}>{t(status.label)}</Badge>
        <Badge>{t('admin.holdReason', { reason: held.reason })}</Badge>
        <span className="text-sm text-gray-700">
          <T id="admin.sent" components={{ 0: <When at={held.createdAt} /> }} />
        </span>
      </div>
      <h2 className="mt-2 text-base font-semibold text-gray-900">{subject}</h2>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm text-gray-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('admin.sender')}</dt>
        <dd>
          <Link
            href={`/admin/users/${held.sender.id}`}
            className="text-brand-800 underline underline-offset-2"
          >
            {held.sender.name || held.sender.email}
          </Link>{' '}
          <T
            id="admin.senderSide"
            values={{ side: held.sender.side }}
            components={{ 0: <When at={held.sender.accountCreatedAt} /> }}
          />
        </dd>
        <dt className="font-medium">{t('admin.business')}</dt>
        <dd>
          <Link
            href={`/admin/companies/${held.company.id}`}
            className="text-brand-800 underline underline-offset-2"
          >
            {held.company.name}
          </Link>
        </dd>
        <dt className="font-medium">{t('admin.request')}</dt>
        <dd>
          {held.quote.name} (#{held.quote.id})
        </dd>
      </dl>
      <blockquote className="mt-3 whitespace-pre-line break-words rounded-lg border-l-4 border-gray-300 bg-gray-50 px-3 py-2 text-sm text-gray-900">
        {held.message || <span className="italic">{t('admin.imageOnly')}</span>}
      </blockquote>
      {held.image ? <p className="mt-1 text-sm text-gray-700">{t('admin.withImage')}</p> : null}
      {held.status === 'held' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <ApproveButton held={held} subject={subject} />
          <ModerationButton action="message.reject" id={held.id} subject={subject} />
        </div>
      ) : held.decidedAt ? (
        <p className="mt-2 text-sm text-gray-700">
          {t(status.label)} <When at={held.decidedAt} />
        </p>
      ) : null}
    </li>
  );
}

function HeldQueue() {
  const t = useT();
  const [{ page }, setQuery] = useAddressQuery(heldMessageListQuerySchema);
  const held = useHeldMessages(page);
  return (
    <QueryResult query={held} failure={t('admin.loadFailed.held')}>
      {({ heldMessages, heldCount, pagination }) =>
        heldMessages.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon={MessageSquareWarning} title={t('admin.noHeld')}>
              <p>{t('admin.noHeldText')}</p>
            </EmptyState>
          </div>
        ) : (
          <div className="mt-4">
            <p className="text-sm text-gray-700">{t('admin.heldCount', { count: heldCount })}</p>
            <ol className="mt-3 space-y-3" aria-label={t('admin.nav.heldMessages')}>
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
  const t = useT();
  return (
    <AdminLayout title={t('admin.nav.heldMessages')}>
      <p className="mt-1 text-sm text-gray-700">{t('admin.heldIntro')}</p>
      <HeldQueue />
    </AdminLayout>
  );
}
