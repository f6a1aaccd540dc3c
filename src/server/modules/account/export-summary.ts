import { describePrice } from '@/contract/estimate';
import { describeTiming } from '@/contract/job';
import { DEFAULT_LOCALE } from '@/contract/locale';
import { escapeHtml } from '@/server/platform/mailer';
import type {
  AccountExport,
  ExportedCompany,
  ExportedEstimate,
  ExportedVisit,
  ExportedImage,
  ExportedMessage,
  ExportedQuote,
  ExportedRequest,
} from './export-shape';

/** Markup made here; anything else put into a template is text, and escaped. */
class Html {
  constructor(readonly markup: string) {}
}
type Part = Html | string | number | null | undefined | Part[];

const render = (part: Part): string =>
  part instanceof Html
    ? part.markup
    : Array.isArray(part)
      ? part.map(render).join('')
      : part === null || part === undefined
        ? ''
        : escapeHtml(String(part));

/** A template whose values are escaped, unless they are markup made by another `html`. */
function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(strings.reduce((out, s, i) => out + render(parts[i - 1]) + s));
}

const day = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : '';
const moment = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })} UTC`;
/** 'in_progress' → 'In progress' */
const words = (value: string) => {
  const spaced = value.replaceAll('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
const yesNo = (on: boolean) => (on ? 'On' : 'Off');

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1f2937;max-width:860px;margin:2rem auto;padding:0 1rem}
h1,h2,h3,h4{line-height:1.25}h2{margin-top:2.5rem;border-bottom:1px solid #e5e7eb;padding-bottom:.25rem}
article{border:1px solid #e5e7eb;border-radius:8px;padding:0 1rem 1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{color:#4b5563}dd{margin:0}
.meta{color:#4b5563;font-size:.9rem}.text{white-space:pre-wrap}
.photos{display:flex;flex-wrap:wrap;gap:.5rem}figure{margin:0}img{width:160px;height:120px;object-fit:cover;border-radius:4px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #e5e7eb}`;

const empty = (what: string) => html`<p class="meta">${what}</p>`;

function photos(images: Array<Pick<ExportedImage, 'file' | 'caption'>>): Html {
  const own = images.filter((image) => image.file);
  if (own.length === 0) return html``;
  return html`<div class="photos">
    ${own.map(
      (image, i) =>
        html`<figure>
          <a href="${image.file}"
            ><img src="${image.file}" alt="${image.caption || `Photo ${i + 1}`}" /></a
          >${image.caption ? html`<figcaption>${image.caption}</figcaption>` : ''}
        </figure>`,
    )}
  </div>`;
}

function estimateList(estimates: ExportedEstimate[]): Html {
  if (estimates.length === 0) return html``;
  return html`<ul>
    ${estimates.map(
      (e) =>
        html`<li>
          Estimate ${e.revision}, ${day(e.createdAt)}: <strong>${describePrice(e)}</strong>, start
          from ${day(e.earliestStart)}, valid until ${day(e.validUntil)}.
          <span class="text">${e.includes}</span>
        </li>`,
    )}
  </ul>`;
}

function visitList(visits: ExportedVisit[]): Html {
  if (visits.length === 0) return html``;
  return html`<ul>
    ${visits.map(
      (v) =>
        html`<li>
          Visit ${new Date(v.startsAt).toUTCString()}: ${words(v.status)}
          ${v.cancelReason ? html` · <span class="text">${v.cancelReason}</span>` : ''}
        </li>`,
    )}
  </ul>`;
}

function messageList(messages: ExportedMessage[], otherName: string): Html {
  // An estimate is an entry of its own in the conversation, listed above with its price.
  const written = messages.filter((m) => m.message || m.imageUrl);
  if (written.length === 0) return empty('No messages.');
  return html`<ol>
    ${written.map(
      (m) =>
        html`<li>
          <strong>${m.from === 'you' ? 'You' : otherName}</strong>
          <span class="meta">${moment(m.createdAt)}</span>
          <div class="text">${m.message}</div>
          ${photos(m.imageFile ? [{ file: m.imageFile, caption: null }] : [])}${m.imageUrl && !m.imageFile ? empty('(an image, not in this archive)') : ''}
        </li>`,
    )}
  </ol>`;
}

function quoteArticle(q: ExportedQuote): Html {
  return html`<article>
    <h3>${q.quoteName}</h3>
    <p class="meta">
      ${words(q.status)} · started
      ${day(q.createdAt)}${q.submittedAt ? ` · sent ${day(q.submittedAt)}` : ''}
    </p>
    <p class="text">${q.description}</p>
    <dl>
      <dt>Job ZIP</dt>
      <dd>${q.jobZip ?? '—'}</dd>
      <dt>Address</dt>
      <dd>${q.jobAddress ?? '—'}</dd>
      <dt>When</dt>
      <dd>${describeTiming(q.timing, q.timingDate, DEFAULT_LOCALE)}</dd>
    </dl>
    ${photos(q.images)}
    ${q.conversations.map(
      (c) =>
        html`<h4>With ${c.companyName}</h4>
          ${estimateList(c.estimates)} ${visitList(c.visits)}
          ${messageList(c.messages, c.companyName)}`,
    )}
  </article>`;
}

function requestArticle(r: ExportedRequest): Html {
  const outcome = r.outcome === 'hired' ? ' · you were hired' : r.outcome ? ' · not selected' : '';
  return html`<article>
    <h5>${r.quoteName}</h5>
    <p class="meta">
      From ${r.customerName} · received ${day(r.receivedAt)} · ${words(r.status)}${outcome}
    </p>
    <p class="text">${r.description}</p>
    <dl>
      <dt>Job ZIP</dt>
      <dd>${r.jobZip ?? '—'}</dd>
      ${
        r.jobAddress
          ? html`<dt>Address</dt>
              <dd>${r.jobAddress}</dd>`
          : ''
      }
    </dl>
    ${estimateList(r.estimatesSent)} ${visitList(r.visits)}
    ${messageList(r.messages, r.customerName)}
  </article>`;
}

function companyArticle(c: ExportedCompany): Html {
  const area =
    c.serviceArea.kind === 'radius'
      ? `Within ${c.serviceArea.radiusMiles ?? 0} miles of ${c.zip}`
      : `ZIP codes ${c.serviceArea.zips.join(', ')}`;
  return html`<article>
    <h3>${c.name}</h3>
    <p class="meta">
      ${c.category} · ${c.isActive ? 'Active' : 'Inactive'} · listed ${day(c.createdAt)}
    </p>
    <p class="text">${c.description}</p>
    <dl>
      <dt>Address</dt>
      <dd>${c.address}, ${c.city}, ${c.state} ${c.zip}</dd>
      <dt>Phone</dt>
      <dd>${c.phone}</dd>
      <dt>E-mail</dt>
      <dd>${c.email}</dd>
      <dt>Website</dt>
      <dd>${c.website ?? '—'}</dd>
      <dt>Service area</dt>
      <dd>${area}</dd>
      <dt>Rating</dt>
      <dd>${c.averageRating} from ${c.ratingsCount} reviews</dd>
    </dl>
    ${photos([...(c.logoFile ? [{ file: c.logoFile, caption: 'Logo' }] : []), ...c.photos])}
    <h4>Reviews received (${c.reviewsReceived.length})</h4>
    ${
      c.reviewsReceived.length
        ? html`<ul>
            ${c.reviewsReceived.map(
              (r) =>
                html`<li>
                  <strong>${r.rating} of 5</strong> from ${r.reviewerFirstName},
                  ${day(r.createdAt)}:
                  <span class="text">${r.comment ?? ''}</span
                  >${r.reply ? html`<br />Your reply: <span class="text">${r.reply.body}</span>` : ''}
                </li>`,
            )}
          </ul>`
        : empty('None yet.')
    }
    <h4>Requests received (${c.requestsReceived.length})</h4>
    ${c.requestsReceived.length ? c.requestsReceived.map(requestArticle) : empty('None yet.')}
    <h4>Leads offered (${c.leads.length})</h4>
    ${
      c.leads.length
        ? html`<table>
            <thead>
              <tr>
                <th>Offered</th>
                <th>Request</th>
                <th>Job ZIP</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              ${c.leads.map(
                (l) =>
                  html`<tr>
                    <td>${day(l.offeredAt)}</td>
                    <td>${l.quoteName}</td>
                    <td>${l.jobZip ?? '—'}</td>
                    <td>${words(l.status)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : empty('None yet.')
    }
  </article>`;
}

/**
 * The export for a person to read: one HTML page, self-contained (its style inline, no scripts,
 * nothing fetched), every value escaped. Photos are shown from the archive's own photos folder.
 */
export function renderSummary(data: AccountExport): string {
  const p = data.profile;
  const name = `${p.firstName} ${p.lastName}`.trim();
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          http-equiv="Content-Security-Policy"
          content="script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'"
        />
        <title>QuoteLocal data of ${name}</title>
        <style>
          ${new Html(STYLE)}
        </style>
      </head>
      <body>
        <h1>Your QuoteLocal data</h1>
        <p class="meta">${name} · ${p.email} · exported ${moment(data.exportedAt)}</p>
        <p>
          This page sums up what QuoteLocal holds about you. <code>data.json</code> beside it holds
          all of it, for other programs; the <code>photos</code> folder holds the photos you
          uploaded.
        </p>

        <h2>Your profile</h2>
        <dl>
          <dt>Name</dt>
          <dd>${name}</dd>
          <dt>E-mail</dt>
          <dd>${p.email}${p.isVerified ? ' (verified)' : ''}</dd>
          <dt>Phone</dt>
          <dd>${p.phoneNumber ?? '—'}</dd>
          <dt>Member since</dt>
          <dd>${day(p.createdAt)}</dd>
          <dt>E-mail notifications</dt>
          <dd>
            ${yesNo(p.emailNotifications)} (quotes: ${yesNo(p.emailNotificationsQuotes)}, messages:
            ${yesNo(p.emailNotificationsMessages)})
          </dd>
          <dt>Text notifications</dt>
          <dd>${yesNo(p.textNotifications)}</dd>
        </dl>

        <h2>Your quote requests (${data.quotes.length})</h2>
        ${data.quotes.length ? data.quotes.map(quoteArticle) : empty('None.')}

        <h2>Reviews you wrote (${data.reviews.length})</h2>
        ${
          data.reviews.length
            ? html`<ul>
                ${data.reviews.map(
                  (r) =>
                    html`<li>
                      <strong>${r.companyName}</strong>: ${r.rating} of 5, ${day(r.createdAt)}.
                      <span class="text">${r.comment ?? ''}</span
                      >${r.reply ? html`<br />The business replied: <span class="text">${r.reply.body}</span>` : ''}
                    </li>`,
                )}
              </ul>`
            : empty('None.')
        }

        <h2>Businesses you saved (${data.favorites.length})</h2>
        ${
          data.favorites.length
            ? html`<ul>
                ${data.favorites.map((f) => html`<li>${f.companyName}</li>`)}
              </ul>`
            : empty('None.')
        }
        ${
          data.companies.length
            ? html`<h2>Your businesses (${data.companies.length})</h2>
                ${data.companies.map(companyArticle)}`
            : ''
        }

        <h2>Reports you made (${data.reports.length})</h2>
        ${
          data.reports.length
            ? html`<ul>
                ${data.reports.map(
                  (r) =>
                    html`<li>
                      ${words(r.targetType)}, ${words(r.reason)}, ${day(r.createdAt)}:
                      ${words(r.status)}
                    </li>`,
                )}
              </ul>`
            : empty('None.')
        }

        <h2>Notifications</h2>
        <p>
          ${data.notifications.length} in your notification centre; they are listed in
          <code>data.json</code>.
        </p>
      </body>
    </html> `.markup;
}
