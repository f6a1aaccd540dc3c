import { useId } from 'react';
import type { InsightsWeek } from '@/contract/insights';
import { dayParts } from '@/client/lib/format';
import { useLocale, useT } from '@/client/lib/i18n';
import { INSIGHTS_COLUMNS } from '../insights-numbers';

/**
 * The numbers of the charts as a table, one row per week (newest first: the week a reader most
 * often wants), for screen readers, keyboards and anyone who wants the exact figures. On a phone
 * it scrolls sideways in a focusable, named region, so a keyboard can scroll it too; the region is
 * positioned so that it clips the cells' screen-reader-only text (absolutely placed) as well.
 */
export function InsightsTable({
  companyName,
  weeks,
}: {
  companyName: string;
  weeks: InsightsWeek[];
}) {
  const t = useT();
  const locale = useLocale();
  const captionId = useId();
  // "Nov 23, 2026", and "(this week)" for the newest: it is not over yet.
  const weekLabel = (week: InsightsWeek, isCurrent: boolean) => {
    const date = t('format.shortDate', dayParts(week.weekStart));
    return isCurrent ? t('insights.thisWeek', { date }) : date;
  };
  const newestFirst = [...weeks].reverse();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[64rem] border-collapse text-sm">
        <caption id={captionId} className="px-4 py-3 text-left text-gray-700">
          {t('insights.tableCaption', { name: companyName })}
        </caption>
        <thead className="bg-gray-50 text-left text-gray-800">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('insights.weekOf')}
            </th>
            {INSIGHTS_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 text-right font-semibold">
                {t(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((week, i) => (
            <tr key={week.weekStart} className="border-t border-gray-100">
              <th scope="row" className="whitespace-nowrap px-4 py-2 text-left font-medium">
                {weekLabel(week, i === 0)}
              </th>
              {INSIGHTS_COLUMNS.map((column) => {
                const value = column.format(week, t, locale);
                return (
                  <td
                    key={column.key}
                    className="whitespace-nowrap px-3 py-2 text-right tabular-nums"
                  >
                    {value ?? (
                      <>
                        <span aria-hidden>–</span>
                        <span className="sr-only">{t('insights.none')}</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
