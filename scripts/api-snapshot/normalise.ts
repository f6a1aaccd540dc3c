/**
 * What differs between two recordings of the same commit, and nothing more (issue 32 item 7):
 * found by recording one commit twice and reading the diff. Each rule says what it replaces.
 *
 * Times: the demo data is dated relative to the moment it is seeded (`Date.now() - 2 days`), and
 * what a run writes is dated when it runs, so a time is written as its distance from the start of
 * the recording (`anchor`, taken just before the server starts, to the minute, as the coarsest
 * time written is), in whole hours, rounded down:
 * `{now-48h}`, `{now+0h}`, `{now+720h}`. The seed and the run take minutes, not an hour, so the
 * same row gets the same hour in every run. A calendar date within 400 days of the anchor is
 * written as days from the anchor's date: `{today+2d}` (an estimate valid for 30 days). Dates
 * further away (a fixed date in a document) are kept as they are. A recording made across
 * midnight UTC can differ in its dates by a day: record again. Times in milliseconds since 1970
 * within 400 days of the anchor (the pages' preloaded query state: `dataUpdatedAt`) are written
 * as hours from it too.
 *
 * Tokens: the session and device cookies' values (`ql_session={token}`), each answer's
 * `x-request-id` (a new UUID per request) and the seconds left in a rate limit's window
 * (`x-ratelimit-reset`, `retry-after`, counted from the window's first request) are replaced; the names,
 * the cookies' attributes and the limits' counts stay.
 *
 * Builds: the built pages' `last-modified` (the file's time of building) and the time half of
 * their weak `etag` (`W/"f47-{mtime}"`: size, then that time) are replaced. The client's files
 * are named by a hash of their content
 * (`/assets/quote-page-CJ2wXrCv.js`), which changes with any change to the client's code, not
 * with its answers: written `/assets/quote-page-{hash}.js`. Which files a page names is kept.
 *
 * Not normalised, and sometimes different between two runs of one commit: the order of two
 * reviews seeded in the same millisecond in GET /api/admin/stats' recent activity (ordered by
 * time alone). A diff that only swaps two such entries is that: record again.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Calendar dates nearer the anchor than this are relative; others are kept. */
const RELATIVE_DATE_DAYS = 400;

const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
/** `2026-11-28T13:52:01.123Z`, `2026-11-28T13:52:01+00:00` (JSON, HTML). */
const ISO_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})/g;
/** `Sat, 28 Nov 2026 13:52:01 GMT` (cookies' Expires). */
const HTTP_TIME = new RegExp(
  String.raw`\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:${MONTHS}) \d{4} \d{2}:\d{2}:\d{2} GMT\b`,
  'g',
);
/** `Nov 26, 2026, 23:17 UTC` (the account export's page). */
const WRITTEN_TIME = new RegExp(
  String.raw`\b(${MONTHS}) (\d{1,2}), (\d{4}), (\d{2}:\d{2}) UTC\b`,
  'g',
);
/** `2026-11-30`, not inside a longer run of digits or a time (replaced before this). */
const ISO_DATE = /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])/g;

/** A time in milliseconds: thirteen digits, not part of a longer number. */
const EPOCH_MS = /(?<![\d.])1\d{12}(?![\d.])/g;
/** Header lines whose value is new on every request or build: the value is replaced by its name. */
const PER_RUN_HEADERS = /^(x-request-id|x-ratelimit-reset|retry-after|last-modified): .*$/gm;
/** @fastify/static's weak etag: the size and the modification time, in hexadecimal. */
const FILE_ETAG = /^(etag: W\/"[0-9a-f]+)-[0-9a-f]+"$/gm;
/** A cookie set to a random token (43 base64url characters: 32 bytes). */
const TOKEN_COOKIE = /^(set-cookie: [\w-]+)=[\w-]{32,}(?=;|$)/gm;

/** A built client file: its name, a dash, an 8-character content hash, its extension. */
const ASSET = /(\/assets\/[\w.-]+?)-[\w-]{8}(\.(?:js|css|woff2?|png|svg|webp|jpg))\b/g;

const monthNumber = (month: string) =>
  String(MONTHS.split('|').indexOf(month) + 1).padStart(2, '0');

const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);

function relativeTime(text: string, anchor: number): string {
  return `{now${signed(Math.floor((Date.parse(text) - anchor) / HOUR))}h}`;
}

function relativeDate(text: string, anchor: number): string {
  const days = Math.round((Date.parse(`${text}T00:00:00Z`) - startOfDay(anchor)) / DAY);
  return Number.isNaN(days) || Math.abs(days) > RELATIVE_DATE_DAYS
    ? text
    : `{today${signed(days)}d}`;
}

function relativeEpoch(time: number, anchor: number): string {
  return Math.abs(time - anchor) > RELATIVE_DATE_DAYS * DAY
    ? String(time)
    : `{now${signed(Math.floor((time - anchor) / HOUR))}h}`;
}

const startOfDay = (time: number) => Math.floor(time / DAY) * DAY;

/** Rewrites what differs between any two runs (see above) in a recorded answer's text. */
export function normalise(text: string, startedAt: number): string {
  const anchor = Math.floor(startedAt / MINUTE) * MINUTE;
  return text
    .replace(PER_RUN_HEADERS, (_match, name: string) => `${name}: {${name}}`)
    .replace(FILE_ETAG, (_match, size: string) => `${size}-{mtime}"`)
    .replace(ASSET, (_match, name: string, extension: string) => `${name}-{hash}${extension}`)
    .replace(TOKEN_COOKIE, (_match, cookie: string) => `${cookie}={token}`)
    .replace(EPOCH_MS, (match) => relativeEpoch(Number(match), anchor))
    .replace(ISO_TIME, (match) => relativeTime(match, anchor))
    .replace(HTTP_TIME, (match) => relativeTime(match, anchor))
    .replace(WRITTEN_TIME, (_match, month: string, day: string, year: string, time: string) => {
      const iso = `${year}-${monthNumber(month)}-${day.padStart(2, '0')}T${time}:00Z`;
      return relativeTime(iso, anchor);
    })
    .replace(ISO_DATE, (match) => relativeDate(match, anchor));
}
