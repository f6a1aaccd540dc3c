import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { InsightsWeek } from '@/contract/insights';
import { Card } from '@/client/components/ui/card';
import type { Locale } from '@/contract/locale';
import { formatCount, formatMoney } from '@/client/lib/format';
import { type MessageId, type Translate, useLocale, useT } from '@/client/lib/i18n';
import { compactUsd, formatPercent, formatResponseTime, shortDay } from '../insights-numbers';

/** Blue and orange: two series that stay apart for the common kinds of colour blindness. */
const FIRST = '#1d4ed8';
const SECOND = '#c2410c';
const AXIS = { fontSize: 12, fill: '#374151' };

/** A week as the charts plot it: response times in hours, win rates in percent. */
interface Point {
  week: string;
  appearances: number;
  profileViews: number;
  requestsReceived: number;
  requestsAnswered: number;
  medianResponseHours: number | null;
  estimatesSent: number;
  hires: number;
  winPercent: number | null;
  valueQuotedCents: number;
  valueWonCents: number;
}

const toPoint = (w: InsightsWeek, locale: Locale): Point => ({
  ...w,
  week: shortDay(w.weekStart, locale),
  medianResponseHours:
    w.medianResponseMinutes === null ? null : Math.round(w.medianResponseMinutes / 6) / 10,
  winPercent: w.winRate === null ? null : Math.round(w.winRate * 100),
});

interface Series {
  key: Exclude<keyof Point, 'week'>;
  name: MessageId;
}

interface ChartSpec {
  title: MessageId;
  /** Counts side by side are bars; a rate or a time that moves week to week is a line. */
  kind: 'bar' | 'line';
  series: Series[];
  /** The y axis's labels, and the tooltip's exact value. */
  tick: (value: number) => string;
  exact: (value: number, t: Translate, locale: Locale) => string;
  /** Ticks at whole numbers only (counts, hours). */
  whole?: boolean;
  domain?: [number, number];
  /** Across both columns on a desktop: the last chart, money, the bottom line. */
  wide?: boolean;
}

/** What issue 22 asks an owner to see, two related series of one scale at most per chart. */
const CHARTS: ChartSpec[] = [
  // Apart, not on one axis: appearances run ten times the views, which would lie flat beneath them.
  {
    title: 'insights.appearances',
    kind: 'line',
    series: [{ key: 'appearances', name: 'insights.appearances' }],
    tick: formatCount,
    exact: formatCount,
    whole: true,
  },
  {
    title: 'insights.profileViews',
    kind: 'line',
    series: [{ key: 'profileViews', name: 'insights.profileViews' }],
    tick: formatCount,
    exact: formatCount,
    whole: true,
  },
  {
    title: 'insights.chart.requests',
    kind: 'bar',
    series: [
      { key: 'requestsReceived', name: 'insights.chart.received' },
      { key: 'requestsAnswered', name: 'insights.chart.answered' },
    ],
    tick: formatCount,
    exact: formatCount,
    whole: true,
  },
  {
    title: 'insights.medianResponse',
    kind: 'line',
    series: [{ key: 'medianResponseHours', name: 'insights.medianResponse' }],
    tick: (hours) => `${hours} h`,
    exact: (hours, t) => formatResponseTime(hours * 60, t),
    whole: true,
  },
  {
    title: 'insights.chart.estimatesAndHires',
    kind: 'bar',
    series: [
      { key: 'estimatesSent', name: 'insights.estimatesSent' },
      { key: 'hires', name: 'insights.hires' },
    ],
    tick: formatCount,
    exact: formatCount,
    whole: true,
  },
  {
    title: 'insights.chart.winRate',
    kind: 'line',
    series: [{ key: 'winPercent', name: 'insights.winRate' }],
    tick: (percent) => `${percent}%`,
    exact: (percent) => formatPercent(percent / 100),
    domain: [0, 100],
  },
  {
    title: 'insights.chart.value',
    kind: 'bar',
    series: [
      { key: 'valueQuotedCents', name: 'insights.chart.quoted' },
      { key: 'valueWonCents', name: 'insights.chart.won' },
    ],
    tick: compactUsd,
    exact: (cents, _t, locale) => formatMoney(cents, locale),
    wide: true,
  },
];

function WeeklyChart({ spec, points }: { spec: ChartSpec; points: Point[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card title={t(spec.title)} variant="side" className={spec.wide ? 'lg:col-span-2' : undefined}>
      {/*
        Hidden from assistive technology: the Table tab reads the same numbers out. Recharts'
        own keyboard layer is off for the same reason (a focusable chart inside aria-hidden).
      */}
      <div aria-hidden className="h-56">
        <ComposedChart
          data={points}
          accessibilityLayer={false}
          responsive
          style={{ width: '100%', height: '100%' }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="#e5e7eb" vertical={false} />
          <XAxis dataKey="week" tick={AXIS} tickLine={false} minTickGap={12} />
          <YAxis
            tick={AXIS}
            tickLine={false}
            axisLine={false}
            width={52}
            allowDecimals={!spec.whole}
            domain={spec.domain}
            tickFormatter={(value: number) => spec.tick(value)}
          />
          <Tooltip formatter={(value) => spec.exact(Number(value), t, locale)} />
          {spec.series.length > 1 ? (
            <Legend
              wrapperStyle={{ fontSize: 13 }}
              // In the series' order (Recharts sorts by name otherwise: "Answered" before "Received").
              itemSorter={(item) => spec.series.findIndex((s) => t(s.name) === item.value)}
            />
          ) : null}
          {spec.series.map((series, i) =>
            spec.kind === 'bar' ? (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={t(series.name)}
                fill={i === 0 ? FIRST : SECOND}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={series.key}
                dataKey={series.key}
                name={t(series.name)}
                stroke={i === 0 ? FIRST : SECOND}
                strokeWidth={2}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </div>
    </Card>
  );
}

/** The twelve weeks as small multiples: one column on a phone, two side by side on a desktop. */
export function InsightsCharts({ weeks }: { weeks: InsightsWeek[] }) {
  const locale = useLocale();
  const points = weeks.map((week) => toPoint(week, locale));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {CHARTS.map((spec) => (
        <WeeklyChart key={spec.title} spec={spec} points={points} />
      ))}
    </div>
  );
}
