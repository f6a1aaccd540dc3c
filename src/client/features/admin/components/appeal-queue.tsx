import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { Appeal } from '@/contract/moderation';
import { Badge } from '@/client/components/ui/badge';
import { Pagination } from '@/client/components/ui/pagination';
import { useAppeals } from '@/client/data/admin';
import { T, useT } from '@/client/lib/i18n';
import { ModerationButton } from './moderation-dialog';
import { QueryResult } from './query-result';
import { totalValues } from './search-results';
import { When } from './when';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** One appeal: who, the suspension's reason, what they wrote, and the two answers. */
function AppealCard({ appeal }: { appeal: Appeal }) {
  const t = useT();
  const headingId = useId();
  const subject = t('admin.appealOf', { name: appeal.user.name, email: appeal.user.email });
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{t('admin.appeal')}</Badge>
        <h3 id={headingId} className="font-semibold text-gray-900">
          {appeal.user.name}
        </h3>
        {appeal.user.suspended ? (
          <Badge className="bg-red-100 text-red-900">{t('admin.flag.suspended')}</Badge>
        ) : null}
      </div>
      <p className="mt-1 break-words text-sm text-gray-600">
        <T
          id="admin.appealed"
          values={{ email: appeal.user.email }}
          components={{
            0: <Link href={`/admin/users/${appeal.user.id}`} className={linkClass} />,
            1: <When at={appeal.createdAt} />,
          }}
        />
      </p>
      {appeal.suspension ? (
        <p className="mt-2 text-sm text-gray-700">
          <T
            id="admin.suspendedFor"
            values={{ reason: appeal.suspension.reason }}
            components={{ 0: <When at={appeal.suspension.at} /> }}
          />
        </p>
      ) : null}
      <blockquote className="mt-3 whitespace-pre-line break-words rounded-lg border-l-4 border-gray-300 bg-gray-50 p-3 text-sm text-gray-900">
        {appeal.message}
      </blockquote>
      {appeal.status === 'open' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {appeal.user.suspended ? (
            <ModerationButton action="user.restore" id={appeal.user.id} subject={subject} />
          ) : null}
          <ModerationButton action="appeal.dismiss" id={appeal.id} subject={subject} />
        </div>
      ) : null}
    </article>
  );
}

/**
 * Suspended accounts' appeals waiting for an admin, oldest first: restoring the account grants
 * one, dismissing it keeps the suspension; either way the person hears it by e-mail.
 */
export function AppealQueue() {
  const t = useT();
  const [page, setPage] = useState(1);
  const appeals = useAppeals('open', page);
  return (
    <section aria-labelledby="appeals-heading" className="mt-6">
      <h2 id="appeals-heading" className="text-xl font-semibold text-gray-900">
        {t('admin.appeals')}
      </h2>
      <QueryResult query={appeals} failure={t('admin.loadFailed.appeals')}>
        {({ appeals: list, pagination }) =>
          list.length === 0 ? (
            <p className="mt-2 text-sm text-gray-700">{t('admin.noAppeals')}</p>
          ) : (
            <>
              <p className="mb-3 mt-2 text-sm text-gray-700">
                {t('admin.appealsWaiting', totalValues(pagination))}
              </p>
              <ul className="space-y-4">
                {list.map((appeal) => (
                  <li key={appeal.id}>
                    <AppealCard appeal={appeal} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={pagination.page}
                totalPages={pagination.totalPages}
                onChange={setPage}
              />
            </>
          )
        }
      </QueryResult>
    </section>
  );
}
