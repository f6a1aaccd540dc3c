import { sql, type SQL } from 'drizzle-orm';
import type { SenderType } from '@/contract/message';
import type { Executor } from '@/server/db/client';
import type { AccountExport, ExportedMessage, ExportedPhoto } from './export-shape';

/**
 * Where an image is served: `objectUrl` (modules/objects/object-url.ts) built inside SQL, as an
 * absolute address so that it still says where the image was when read away from the site.
 */
const imageUrl = (appUrl: string, objectId: SQL) =>
  sql`(${`${appUrl}/api/objects/`} || ${objectId})`;

/** A JSON array of the rows a subquery gives (`[]` for none). */
const jsonList = (rows: SQL) => sql`coalesce((${rows}), '[]'::json)`;

/** In SQL over `stored_objects o`: the path of the object's file in the archive. */
const PHOTO_FILE = sql`'photos/' || o.id || '.' || CASE o.content_type
    WHEN 'image/jpeg' THEN 'jpg' WHEN 'image/svg+xml' THEN 'svg'
    ELSE split_part(o.content_type, '/', 2) END`;

export interface AccountExportFiles {
  data: AccountExport;
  /** Every image the person uploaded that the app still holds, for the archive's photos folder. */
  photos: ExportedPhoto[];
}

/**
 * Everything the app holds about one user (docs/decisions/030), in one statement (one snapshot):
 * each list is a json_agg over an indexed lookup by the user (or their quotes and companies),
 * never a query per row. Never the password hash, tokens, sessions or devices; of other people
 * only what the user was shown (a business's name and messages in the user's own conversations; a
 * reviewer's first name as the company page shows it; a customer's name, request and messages as
 * the business's inbox shows them). Reports carry their outcome, not the admin's note.
 */
export async function exportAccount(
  db: Executor,
  userId: number,
  appUrl: string,
): Promise<AccountExportFiles> {
  const url = (objectId: SQL) => imageUrl(appUrl, objectId);
  const ownFile = (objectId: SQL) =>
    sql`(SELECT ${PHOTO_FILE} FROM stored_objects o WHERE o.id = ${objectId} AND o.owner_id = ${userId})`;
  /** An optional image as two keys of a json_build_object: its address and, if the user's, its file. */
  const imageFields = (prefix: 'image' | 'logo', objectId: SQL) =>
    sql`${sql.raw(`'${prefix}Url'`)}, CASE WHEN ${objectId} IS NOT NULL THEN ${url(objectId)} END,
      ${sql.raw(`'${prefix}File'`)}, ${ownFile(objectId)}`;
  const reply = (ratingId: SQL) => sql`(SELECT json_build_object('body', rr.body,
      'createdAt', rr.created_at, 'updatedAt', rr.updated_at)
    FROM review_replies rr WHERE rr.rating_id = ${ratingId})`;

  /** One conversation's entries, `from` 'you' for the user's side and `other` for the other. */
  const conversationMessages = (side: SenderType, other: Exclude<ExportedMessage['from'], 'you'>) =>
    jsonList(sql`
      SELECT json_agg(json_build_object('id', m.id,
          'from', CASE m.sender_type WHEN ${sql.raw(`'${side}'`)} THEN 'you' ELSE ${sql.raw(`'${other}'`)} END,
          'message', m.message, ${imageFields('image', sql`m.image_object_id`)},
          'estimateId', m.estimate_id, 'isRead', m.is_read, 'createdAt', m.created_at)
        ORDER BY m.seq)
      FROM messages m WHERE m.quote_id = qc.quote_id AND m.company_id = qc.company_id`);
  const conversationEstimates = jsonList(sql`
    SELECT json_agg(json_build_object('id', e.id, 'revision', e.revision,
        'priceType', e.price_type, 'priceCents', e.price_cents, 'minCents', e.min_cents,
        'maxCents', e.max_cents, 'hourlyRateCents', e.hourly_rate_cents,
        'estimatedHours', e.estimated_hours, 'includes', e.includes,
        'earliestStart', e.earliest_start, 'validUntil', e.valid_until,
        'createdAt', e.created_at) ORDER BY e.revision)
    FROM estimates e WHERE e.quote_id = qc.quote_id AND e.company_id = qc.company_id`);
  const conversationVisits = jsonList(sql`
    SELECT json_agg(json_build_object('id', v.id, 'startsAt', v.starts_at, 'endsAt', v.ends_at,
        'status', v.status, 'cancelledBy', v.cancelled_by, 'cancelReason', v.cancel_reason,
        'rescheduledBy', v.rescheduled_by, 'rescheduleReason', v.reschedule_reason,
        'lateCancellation', v.late_cancellation, 'createdAt', v.created_at)
        ORDER BY v.starts_at, v.id)
    FROM visits v WHERE v.quote_id = qc.quote_id AND v.company_id = qc.company_id`);

  const profile = sql`(SELECT json_build_object('id', u.id, 'firstName', u.first_name,
      'lastName', u.last_name, 'email', u.email, 'isVerified', u.is_verified,
      'phoneNumber', u.phone_number, 'emailNotifications', u.email_notifications,
      'emailNotificationsQuotes', u.email_notifications_quotes,
      'emailNotificationsMessages', u.email_notifications_messages,
      'textNotifications', u.text_notifications, 'locale', u.locale, 'createdAt', u.created_at,
      'updatedAt', u.updated_at)
    FROM users u WHERE u.id = ${userId})`;

  const conversations = jsonList(sql`
    SELECT json_agg(json_build_object('companyId', qc.company_id, 'companyName', c.name,
        'startedAt', qc.created_at,
        'messages', ${conversationMessages('user', 'business')},
        'estimates', ${conversationEstimates}, 'visits', ${conversationVisits})
      ORDER BY qc.id)
    FROM quote_companies qc JOIN companies c ON c.id = qc.company_id WHERE qc.quote_id = q.id`);

  const quotes = jsonList(sql`
    SELECT json_agg(json_build_object('id', q.id, 'quoteName', q.quote_name,
        'description', q.description, 'status', q.status, 'answers', q.answers,
        'jobZip', q.job_zip, 'jobAddress', q.job_address, 'timing', q.timing,
        'timingDate', q.timing_date, 'submittedAt', q.submitted_at,
        'hiredCompanyId', q.hired_company_id, 'hiredAt', q.hired_at,
        'jobDoneAt', q.job_done_at, 'jobConfirmedAt', q.job_confirmed_at,
        'createdAt', q.created_at, 'updatedAt', q.updated_at,
        'images', ${jsonList(sql`
          SELECT json_agg(json_build_object('url', ${url(sql`qi.object_id`)},
              'file', ${ownFile(sql`qi.object_id`)},
              'caption', qi.caption, 'createdAt', qi.created_at) ORDER BY qi.id)
          FROM quote_images qi WHERE qi.quote_id = q.id`)},
        'conversations', ${conversations})
      ORDER BY q.id)
    FROM quotes q WHERE q.user_id = ${userId}`);

  const reviews = jsonList(sql`
    SELECT json_agg(json_build_object('id', r.id, 'companyId', r.company_id,
        'companyName', c.name, 'rating', r.rating, 'comment', r.comment,
        'createdAt', r.created_at, 'updatedAt', r.updated_at, 'reply', ${reply(sql`r.id`)})
      ORDER BY r.id)
    FROM ratings r JOIN companies c ON c.id = r.company_id WHERE r.user_id = ${userId}`);

  // A business's side: what its inbox shows of each sent request (the street address only to
  // the business that was hired), and the matched offers, which carry no customer's name.
  const requestsReceived = jsonList(sql`
    SELECT json_agg(json_build_object('quoteId', q.id, 'quoteName', q.quote_name,
        'description', q.description, 'status', q.status,
        'customerName', trim(cu.first_name || ' ' || cu.last_name), 'jobZip', q.job_zip,
        'jobAddress', CASE WHEN q.hired_company_id = c.id THEN q.job_address END,
        'receivedAt', greatest(q.submitted_at, qc.created_at),
        'outcome', CASE WHEN q.hired_company_id IS NULL THEN NULL
          WHEN q.hired_company_id = c.id THEN 'hired' ELSE 'not_selected' END,
        'messages', ${conversationMessages('company', 'customer')},
        'estimatesSent', ${conversationEstimates}, 'visits', ${conversationVisits})
      ORDER BY greatest(q.submitted_at, qc.created_at), q.id)
    FROM quote_companies qc JOIN quotes q ON q.id = qc.quote_id AND q.status <> 'draft'
      JOIN users cu ON cu.id = q.user_id
    WHERE qc.company_id = c.id`);

  const leads = jsonList(sql`
    SELECT json_agg(json_build_object('id', l.id, 'quoteId', q.id, 'quoteName', q.quote_name,
        'description', q.description, 'jobZip', q.job_zip, 'status', l.status,
        'offeredAt', l.offered_at, 'expiresAt', l.expires_at, 'respondedAt', l.responded_at,
        'passReason', l.pass_reason) ORDER BY l.offered_at, l.id)
    FROM leads l JOIN quotes q ON q.id = l.quote_id WHERE l.company_id = c.id`);

  const companies = jsonList(sql`
    SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'category', cat.name,
        'description', c.description, 'address', c.address, 'city', c.city, 'state', c.state,
        'zip', c.zip, 'phone', c.phone, 'email', c.email, 'website', c.website,
        'isActive', c.is_active, ${imageFields('logo', sql`c.logo_object_id`)},
        'averageRating', c.average_rating, 'ratingsCount', c.ratings_count,
        'createdAt', c.created_at, 'updatedAt', c.updated_at,
        'serviceArea', json_build_object('kind', c.service_area,
          'radiusMiles', CASE WHEN c.service_area = 'radius' THEN c.service_radius_miles END,
          'zips', ${jsonList(sql`SELECT json_agg(sz.zip ORDER BY sz.zip)
            FROM company_service_zips sz WHERE sz.company_id = c.id`)}),
        'photos', ${jsonList(sql`
          SELECT json_agg(json_build_object('url', ${url(sql`ci.object_id`)},
              'file', ${ownFile(sql`ci.object_id`)}, 'caption', ci.caption,
              'displayOrder', ci.display_order, 'createdAt', ci.created_at)
            ORDER BY ci.display_order, ci.id)
          FROM company_images ci WHERE ci.company_id = c.id`)},
        'reviewsReceived', ${jsonList(sql`
          SELECT json_agg(json_build_object('id', r.id, 'reviewerFirstName', ru.first_name,
              'rating', r.rating, 'comment', r.comment, 'createdAt', r.created_at,
              'reply', ${reply(sql`r.id`)}) ORDER BY r.created_at, r.id)
          FROM ratings r JOIN users ru ON ru.id = r.user_id
          WHERE r.company_id = c.id AND r.visible`)},
        'requestsReceived', ${requestsReceived},
        'leads', ${leads})
      ORDER BY c.id)
    FROM companies c JOIN categories cat ON cat.id = c.category_id
    WHERE c.owner_id = ${userId}`);

  const favorites = jsonList(sql`
    SELECT json_agg(json_build_object('companyId', f.company_id, 'companyName', c.name,
        'createdAt', f.created_at) ORDER BY f.created_at, f.company_id)
    FROM favorites f JOIN companies c ON c.id = f.company_id WHERE f.user_id = ${userId}`);

  const reports = jsonList(sql`
    SELECT json_agg(json_build_object('id', rp.id, 'targetType', rp.target_type,
        'targetId', rp.target_id, 'reason', rp.reason, 'details', rp.details,
        'status', rp.status, 'resolvedAt', rp.resolved_at, 'createdAt', rp.created_at)
      ORDER BY rp.id)
    FROM reports rp WHERE rp.reporter_id = ${userId}`);

  const notifications = jsonList(sql`
    SELECT json_agg(json_build_object('id', n.id, 'kind', n.kind, 'title', n.title,
        'body', n.body, 'link', n.link, 'createdAt', n.created_at, 'readAt', n.read_at)
      ORDER BY n.id)
    FROM notifications n WHERE n.user_id = ${userId}`);

  const photos = jsonList(sql`
    SELECT json_agg(json_build_object('file', ${PHOTO_FILE}, 'storageKey', o.storage_key)
      ORDER BY o.id)
    FROM stored_objects o WHERE o.owner_id = ${userId}`);

  // Raw SQL: nested json_build_object and json_agg subqueries, one snapshot of everything.
  const { rows } = await db.execute<{
    export: Omit<AccountExport, 'exportedAt'>;
    photos: ExportedPhoto[];
  }>(sql`
    SELECT json_build_object('profile', ${profile}, 'quotes', ${quotes}, 'reviews', ${reviews},
      'companies', ${companies}, 'favorites', ${favorites}, 'reports', ${reports},
      'notifications', ${notifications}) AS export, ${photos} AS photos`);
  const row = rows[0]!;
  return { data: { exportedAt: new Date().toISOString(), ...row.export }, photos: row.photos };
}
