import type { ReactNode } from 'react';
import type { AuditEntry, Report } from '@/contract/moderation';
import { useT } from '@/client/lib/i18n';
import { AuditList } from './audit-list';
import { ReportCard } from './report-card';

/** What a user's or company's record shows below it: the reports on it and what admins did. */
export function RecordHistory({ reports, audit }: { reports: Report[]; audit: AuditEntry[] }) {
  const t = useT();
  return (
    <>
      <section aria-labelledby="record-reports" className="mt-8">
        <h2 id="record-reports" className="text-lg font-semibold text-gray-900">
          {t('admin.reports')}
        </h2>
        {reports.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">{t('admin.noReports')}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {reports.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="record-audit" className="mt-8">
        <h2 id="record-audit" className="text-lg font-semibold text-gray-900">
          {t('admin.nav.audit')}
        </h2>
        {audit.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">{t('admin.noActions')}</p>
        ) : (
          <div className="mt-3">
            <AuditList entries={audit} label={t('admin.auditEntries')} />
          </div>
        )}
      </section>
    </>
  );
}

/** A record's facts: a term and its value, two columns from tablets up. */
export function Facts({ facts }: { facts: Array<[term: string, value: ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">{term}</dt>
          <dd className="mt-0.5 break-words text-sm text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
