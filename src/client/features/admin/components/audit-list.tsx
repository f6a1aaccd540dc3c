import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AuditEntry } from '@/contract/moderation';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';
import { ACTION_TEXT } from './moderation-text';
import { When } from './when';

/** The item an entry names, opened in the admin area when it has a record there. */
function Item({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const label = `${t('admin.target', { type: entry.targetType })} #${entry.targetId}`;
  const record =
    entry.targetType === 'user'
      ? `/admin/users/${entry.targetId}`
      : entry.targetType === 'company'
        ? `/admin/companies/${entry.targetId}`
        : null;
  return record ? (
    <Link href={record} className="font-medium text-brand-800 underline underline-offset-2">
      {label}
    </Link>
  ) : (
    <>{label}</>
  );
}

function Field({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">{term}</dt>
      <dd className="mt-0.5 break-words text-sm text-gray-900">{children}</dd>
    </div>
  );
}

/** Audit entries as the log keeps them: when, who, what to which item, why, on which report. */
export function AuditList({ entries, label }: { entries: AuditEntry[]; label: string }) {
  const t = useT();
  return (
    <ul aria-label={label} className="space-y-3">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 lg:grid-cols-[8rem_minmax(0,1fr)_10rem_8rem_minmax(0,2fr)_6rem]">
            <Field term={t('admin.when')}>
              <When at={entry.createdAt} />
            </Field>
            <Field term={t('admin.admin')}>{entry.adminEmail}</Field>
            <Field term={t('admin.actionTerm')}>{t(ACTION_TEXT[entry.action].done)}</Field>
            <Field term={t('admin.item')}>
              <Item entry={entry} />
            </Field>
            <Field term={t('admin.reason')} className="col-span-2 lg:col-span-1">
              {entry.reason}
            </Field>
            <Field term={t('admin.report')}>
              {entry.reportId === null ? '–' : `#${entry.reportId}`}
            </Field>
          </dl>
        </li>
      ))}
    </ul>
  );
}
