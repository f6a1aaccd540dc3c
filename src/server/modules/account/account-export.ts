import { sql, type SQL } from 'drizzle-orm';
import type { AccountExport } from '@/contract/user';
import type { Executor } from '@/server/db/client';

/**
 * Where an image is served: `objectUrl` (modules/objects/object-url.ts) built inside SQL, as an
 * absolute address so that the file stays useful away from the site.
 */
const imageUrl = (appUrl: string, objectId: SQL) =>
  sql`(${`${appUrl}/api/objects/`} || ${objectId})`;

/** A JSON array of the rows a subquery gives (`[]` for none). */
const jsonList = (rows: SQL) => sql`coalesce((${rows}), '[]'::json)`;

/**
 * Everything the app holds about one user (docs/decisions/014), in one statement: each list is
 * a json_agg over an indexed lookup by the user (or their quotes and companies), never a query
 * per row. Never the password hash, tokens, sessions or devices; of other people only what the
 * user was shown (a business's name and messages in the user's own conversations, a reviewer's
 * first name as the company page shows it). Reports carry their outcome, not the admin's note.
 */
export async function exportAccount(
  db: Executor,
  userId: number,
  appUrl: string,
): Promise<AccountExport> {
  const url = (objectId: SQL) => imageUrl(appUrl, objectId);
  const reply = (ratingId: SQL) => sql`(SELECT json_build_object('body', rr.body,
      'createdAt', rr.created_at, 'updatedAt', rr.updated_at)
    FROM review_replies rr WHERE rr.rating_id = ${ratingId})`;

  const profile = sql`(SELECT json_build_object('id', u.id, 'firstName', u.first_name,
      'lastName', u.last_name, 'email', u.email, 'isVerified', u.is_verified,
      'phoneNumber', u.phone_number, 'emailNotifications', u.email_notifications,
      'emailNotificationsQuotes', u.email_notifications_quotes,
      'emailNotificationsMessages', u.email_notifications_messages,
      'textNotifications', u.text_notifications, 'createdAt', u.created_at,
      'updatedAt', u.updated_at)
    FROM users u WHERE u.id = ${userId})`;

  const conversations = jsonList(sql`
    SELECT json_agg(json_build_object('companyId', qc.company_id, 'companyName', c.name,
        'startedAt', qc.created_at,
        'messages', ${jsonList(sql`
          SELECT json_agg(json_build_object('id', m.id,
              'from', CASE m.sender_type WHEN 'user' THEN 'you' ELSE 'business' END,
              'message', m.message,
              'imageUrl', CASE WHEN m.image_object_id IS NOT NULL THEN ${url(sql`m.image_object_id`)} END,
              'estimateId', m.estimate_id, 'isRead', m.is_read, 'createdAt', m.created_at)
            ORDER BY m.seq)
          FROM messages m WHERE m.quote_id = qc.quote_id AND m.company_id = qc.company_id`)},
        'estimates', ${jsonList(sql`
          SELECT json_agg(json_build_object('id', e.id, 'revision', e.revision,
              'priceType', e.price_type, 'priceCents', e.price_cents, 'minCents', e.min_cents,
              'maxCents', e.max_cents, 'hourlyRateCents', e.hourly_rate_cents,
              'estimatedHours', e.estimated_hours, 'includes', e.includes,
              'earliestStart', e.earliest_start, 'validUntil', e.valid_until,
              'createdAt', e.created_at) ORDER BY e.revision)
          FROM estimates e WHERE e.quote_id = qc.quote_id AND e.company_id = qc.company_id`)})
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

  const companies = jsonList(sql`
    SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'category', cat.name,
        'description', c.description, 'address', c.address, 'city', c.city, 'state', c.state,
        'zip', c.zip, 'phone', c.phone, 'email', c.email, 'website', c.website,
        'isActive', c.is_active,
        'logoUrl', CASE WHEN c.logo_object_id IS NOT NULL THEN ${url(sql`c.logo_object_id`)} END,
        'averageRating', c.average_rating, 'ratingsCount', c.ratings_count,
        'createdAt', c.created_at, 'updatedAt', c.updated_at,
        'photos', ${jsonList(sql`
          SELECT json_agg(json_build_object('url', ${url(sql`ci.object_id`)},
              'caption', ci.caption, 'displayOrder', ci.display_order,
              'createdAt', ci.created_at) ORDER BY ci.display_order, ci.id)
          FROM company_images ci WHERE ci.company_id = c.id`)},
        'reviewsReceived', ${jsonList(sql`
          SELECT json_agg(json_build_object('id', r.id, 'reviewerFirstName', ru.first_name,
              'rating', r.rating, 'comment', r.comment, 'createdAt', r.created_at,
              'reply', ${reply(sql`r.id`)}) ORDER BY r.created_at, r.id)
          FROM ratings r JOIN users ru ON ru.id = r.user_id
          WHERE r.company_id = c.id AND r.visible`)},
        'messagesSent', ${jsonList(sql`
          SELECT json_agg(json_build_object('quoteId', m.quote_id, 'message', m.message,
              'imageUrl', CASE WHEN m.image_object_id IS NOT NULL THEN ${url(sql`m.image_object_id`)} END,
              'estimateId', m.estimate_id, 'createdAt', m.created_at) ORDER BY m.id)
          FROM quote_companies qc
            JOIN messages m ON m.quote_id = qc.quote_id AND m.company_id = qc.company_id
          WHERE qc.company_id = c.id AND m.sender_type = 'company' AND m.sender_id = ${userId}`)})
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

  const { rows } = await db.execute<{ export: Omit<AccountExport, 'exportedAt'> }>(sql`
    SELECT json_build_object('profile', ${profile}, 'quotes', ${quotes}, 'reviews', ${reviews},
      'companies', ${companies}, 'favorites', ${favorites}, 'reports', ${reports},
      'notifications', ${notifications}) AS export`);
  return { exportedAt: new Date().toISOString(), ...rows[0]!.export };
}
