import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { ModerationActionName, Report, ReportedItem } from '@/contract/moderation';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
import { messageTime } from '@/client/lib/format';
import { type MessageId, T, type Translate, useLocale, useT } from '@/client/lib/i18n';
import { ModerationButton } from './moderation-dialog';
import { RecordFlags } from './records';
import { When } from './when';

/** What an admin can do about the report: dismiss it, and act on its item (or its author). */
function actionsFor(
  report: Report,
  t: Translate,
): Array<{ action: ModerationActionName; id: number; subject: string }> {
  const { item } = report;
  const subject = item.title;
  const actions: Array<{ action: ModerationActionName; id: number; subject: string }> = [];
  if (report.status === 'open') actions.push({ action: 'report.dismiss', id: report.id, subject });
  if (!item.exists) return actions;
  if (item.type === 'review')
    actions.push({ action: item.hidden ? 'review.restore' : 'review.hide', id: item.id, subject });
  if (item.type === 'question' || item.type === 'answer')
    actions.push({
      action: `${item.type}.${item.hidden ? 'restore' : 'hide'}`,
      id: item.id,
      subject,
    });
  if (item.type === 'company')
    actions.push({
      action: item.hidden ? 'company.restore' : 'company.hide',
      id: item.id,
      subject,
    });
  if (item.type === 'user')
    actions.push({ action: item.hidden ? 'user.restore' : 'user.suspend', id: item.id, subject });
  // A message is not hidden on its own: its sender's account is what an admin acts on (their
  // record, linked below, tells whether it is suspended already).
  if (item.type === 'message' && item.responsibleUserId !== null)
    actions.push({
      action: 'user.suspend',
      id: item.responsibleUserId,
      subject: t('admin.senderOf', { subject }),
    });
  return actions;
}

const HIDDEN_LABEL: Record<ReportedItem['type'], MessageId> = {
  review: 'admin.flag.hidden',
  company: 'admin.flag.hidden',
  user: 'admin.flag.suspended',
  message: 'admin.flag.hidden',
  question: 'admin.flag.hidden',
  answer: 'admin.flag.hidden',
};

/** The reported item as it shows on the site: a message among the ones around it. */
function ItemInContext({ item }: { item: ReportedItem }) {
  const t = useT();
  const locale = useLocale();
  if (!item.exists) return <p className="text-sm italic text-gray-700">{t('admin.itemDeleted')}</p>;
  if (item.surrounding.length > 0)
    return (
      <ol aria-label={t('admin.conversation')} className="space-y-2">
        {item.surrounding.map((message) => (
          <li
            key={message.id}
            className={cn(
              'rounded-lg border p-3 text-sm',
              message.reported ? 'border-amber-400 bg-amber-50' : 'border-gray-200 bg-white',
            )}
          >
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-gray-600">
              <span className="font-medium text-gray-900">{message.author}</span>
              <time dateTime={message.at}>{messageTime(message.at, locale)}</time>
              {message.reported ? (
                <Badge className="bg-amber-200 text-amber-950">{t('admin.reportedMessage')}</Badge>
              ) : null}
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-gray-900">{message.text}</p>
          </li>
        ))}
      </ol>
    );
  return item.text ? (
    <blockquote className="whitespace-pre-line break-words border-l-4 border-gray-300 pl-3 text-sm text-gray-900">
      {item.text}
    </blockquote>
  ) : null;
}

const linkClass =
  'inline-flex items-center gap-1 font-medium text-brand-800 underline underline-offset-2';

/** The records an admin opens from a report: where the item shows, its account, its business. */
function ItemLinks({ item }: { item: ReportedItem }) {
  const t = useT();
  const links = [
    item.link && item.exists
      ? { href: item.link, label: t('admin.viewOnSite'), external: true }
      : null,
    item.responsibleUserId !== null
      ? {
          href: `/admin/users/${item.responsibleUserId}`,
          label: t('admin.openAccount'),
          external: false,
        }
      : null,
    item.companyId !== null
      ? {
          href: `/admin/companies/${item.companyId}`,
          label: t('admin.openBusiness'),
          external: false,
        }
      : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {links.map(({ href, label, external }) => (
        <Link key={label} href={href} className={linkClass}>
          {label}
          {external ? <ExternalLink className="h-3.5 w-3.5" aria-hidden /> : null}
        </Link>
      ))}
    </p>
  );
}

/** One report: why and by whom, the item in context, how it ended, and what can be done. */
export function ReportCard({ report }: { report: Report }) {
  const t = useT();
  const headingId = useId();
  const { item } = report;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{t('admin.target', { type: item.type })}</Badge>
        <h3 id={headingId} className="font-semibold text-gray-900">
          {t('report.reason', { reason: report.reason })}: {item.title}
        </h3>
        <RecordFlags flags={[item.hidden && HIDDEN_LABEL[item.type]]} />
      </div>
      <p className="mt-1 text-sm text-gray-600">
        <T
          id="admin.reportedBy"
          values={{ name: report.reporter.name }}
          components={{
            0: <Link href={`/admin/users/${report.reporter.id}`} className={linkClass} />,
            1: <When at={report.createdAt} />,
          }}
        />
      </p>
      {report.details ? (
        <p className="mt-2 whitespace-pre-line break-words text-sm text-gray-800">
          “{report.details}”
        </p>
      ) : null}

      <div className="mt-4 space-y-3 rounded-lg bg-gray-50 p-3 sm:p-4">
        <ItemInContext item={item} />
        <ItemLinks item={item} />
      </div>

      {report.status === 'open' ? null : (
        <p className="mt-3 text-sm text-gray-700">
          <T
            id="admin.resolved"
            values={{
              status: report.status,
              by: report.resolvedBy ?? '',
              known: report.resolvedBy ? 'yes' : 'no',
            }}
            components={{
              0: <span className="font-medium" />,
              1: report.resolvedAt ? <When at={report.resolvedAt} /> : <></>,
            }}
          />
          {report.resolution ? `: ${report.resolution}` : null}
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        {actionsFor(report, t).map(({ action, id, subject }) => (
          <ModerationButton
            key={action}
            action={action}
            id={id}
            // An action on the item answers this report too (dismissing names it in the address).
            reportId={
              action !== 'report.dismiss' && report.status === 'open' ? report.id : undefined
            }
            subject={subject}
          />
        ))}
      </div>
    </article>
  );
}
