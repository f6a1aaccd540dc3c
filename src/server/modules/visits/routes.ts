import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/contract/common';
import {
  availabilityInputSchema,
  availabilitySchema,
  bookVisitSchema,
  calendarFeedSchema,
  companyNextAvailableSchema,
  FEED_NOT_FOUND_MESSAGE,
  cancelVisitSchema,
  rescheduleVisitSchema,
  slotsQuerySchema,
  slotsSchema,
  slotTakenSchema,
  timeOffInputSchema,
  visitSchema,
  visitsSchema,
} from '@/contract/visit';
import { errorBody, notFound, ROW_ROUTE_ERRORS } from '@/server/platform/errors';
import { access, bytesBody, errorResponses } from '@/server/platform/openapi';
import { readDb } from '@/server/db/read-replicas';
import { requireUser } from '@/server/platform/session';
import {
  actOnVisit,
  addTimeOff,
  bookVisit,
  cancelVisit,
  companyNextAvailable,
  getAvailability,
  getSlots,
  listVisits,
  putAvailability,
  removeTimeOff,
  rescheduleVisit,
  SlotTakenError,
} from './visit-service';
import { readFeed, revokeFeed, rotateFeed } from './calendar-feeds';

const tags = ['visits'];
const security = access.signedIn;
const companyParams = z.object({ id: idParam });
const timeOffParams = z.object({ id: idParam, timeOffId: idParam });
const quoteCompanyParams = z.object({ quoteId: idParam, companyId: idParam });
const visitParams = z.object({ id: idParam });
const timeOffSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string(),
});
/** A change that takes a time answers 409 with the slots still free when it lost a race. */
const takingErrors = { ...ROW_ROUTE_ERRORS, 409: slotTakenSchema };

export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:id/availability',
    {
      schema: {
        operationId: 'getAvailability',
        summary: "The company's booking settings, weekly hours and coming time off (owner only)",
        tags,
        security,
        params: companyParams,
        response: { 200: availabilitySchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => getAvailability(app.db, requireUser(request), request.params.id),
  );

  app.put(
    '/api/companies/:id/availability',
    {
      schema: {
        operationId: 'putAvailability',
        summary: "Replace the company's booking settings and weekly hours (owner only)",
        description:
          'Weekly ranges are minutes of a local day (0–1440) in `timeZone`, weekday 0 = Sunday; ranges of one day must not overlap. Visits last 15–480 minutes.',
        tags,
        security,
        params: companyParams,
        body: availabilityInputSchema,
        response: { 200: availabilitySchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      putAvailability(app.db, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/companies/:id/time-off',
    {
      schema: {
        operationId: 'addTimeOff',
        summary: 'Add time off: no slots are offered inside it (owner only)',
        tags,
        security,
        params: companyParams,
        body: timeOffInputSchema,
        response: { 201: timeOffSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addTimeOff(app.db, requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/companies/:id/time-off/:timeOffId',
    {
      schema: {
        operationId: 'removeTimeOff',
        summary: 'Remove time off (owner only)',
        tags,
        security,
        params: timeOffParams,
        response: { 204: z.null(), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      await removeTimeOff(
        app.db,
        requireUser(request),
        request.params.id,
        request.params.timeOffId,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/quotes/:quoteId/companies/:companyId/slots',
    {
      schema: {
        operationId: 'listVisitSlots',
        summary: "The company's free visit times over the next days (the quote's two parties)",
        description:
          "`from` is a local date in the company's zone (default today), `days` how many days (1–62, default 14). Slots are UTC instants; none in the past, inside the minimum notice or beyond the days ahead.",
        tags,
        security,
        params: quoteCompanyParams,
        querystring: slotsQuerySchema,
        response: { 200: slotsSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      getSlots(
        app.db,
        requireUser(request),
        request.params.quoteId,
        request.params.companyId,
        request.query.from ?? null,
        request.query.days,
      ),
  );

  app.get(
    '/api/companies/:id/next-available',
    {
      schema: {
        operationId: 'getCompanyNextAvailable',
        summary:
          "A listed company's first free visit time within 14 days (its page's 'Next available')",
        tags,
        security: access.anyoneOrSignedIn,
        params: companyParams,
        response: { 200: companyNextAvailableSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({
      nextAvailable: await companyNextAvailable(readDb(request), request.params.id),
    }),
  );

  app.post(
    '/api/quotes/:quoteId/companies/:companyId/visits',
    {
      schema: {
        operationId: 'bookVisit',
        summary: "Book a visit at one of the offered times (the quote's customer)",
        description:
          "Confirmed at once when the business books instantly, else requested. A confirmation (here or by the business) e-mails both sides an .ics METHOD:REQUEST. A time taken meanwhile answers 409 'That time was just taken' with the slots still free.",
        tags,
        security,
        params: quoteCompanyParams,
        body: bookVisitSchema,
        response: { 201: visitSchema, ...takingErrors },
      },
    },
    async (request, reply) => {
      try {
        const visit = await bookVisit(
          app,
          requireUser(request),
          request.params.quoteId,
          request.params.companyId,
          request.body.startsAt,
        );
        return reply.status(201).send(visit);
      } catch (error) {
        if (!(error instanceof SlotTakenError)) throw error;
        return reply.status(409).send({ ...errorBody(error.message), slots: error.slots });
      }
    },
  );

  app.get(
    '/api/quotes/:quoteId/visits',
    {
      schema: {
        operationId: 'listQuoteVisits',
        summary: "A quote's visits (its customer: all; a business: its own)",
        tags,
        security,
        params: z.object({ quoteId: idParam }),
        response: { 200: visitsSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => ({
      visits: await listVisits(app.db, requireUser(request), request.params.quoteId),
    }),
  );

  for (const [action, operationId, summary] of [
    ['confirm', 'confirmVisit', 'Confirm a requested visit (the business)'],
    ['decline', 'declineVisit', 'Decline a requested visit (the business)'],
    ['done', 'markVisitDone', 'Mark a visit done once it has ended (the business)'],
    ['no-show', 'markVisitNoShow', 'Mark a visit no-show once it has ended (the business)'],
  ] as const) {
    app.post(
      `/api/visits/:id/${action}`,
      {
        schema: {
          operationId,
          summary,
          tags,
          security,
          params: visitParams,
          response: { 200: visitSchema, ...ROW_ROUTE_ERRORS },
        },
      },
      async (request) => actOnVisit(app, requireUser(request), request.params.id, action),
    );
  }

  app.post(
    '/api/visits/:id/cancel',
    {
      schema: {
        operationId: 'cancelVisit',
        summary: 'Cancel a booked visit (either side)',
        description:
          "Late (`lateCancellation`) when inside the company's minimum notice. A confirmed visit's `sequence` goes up and both sides get an e-mail with the .ics METHOD:CANCEL (same UID).",
        tags,
        security,
        params: visitParams,
        body: cancelVisitSchema,
        response: { 200: visitSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      cancelVisit(app, requireUser(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/visits/:id/reschedule',
    {
      schema: {
        operationId: 'rescheduleVisit',
        summary: 'Move a booked visit to another offered time (either side)',
        description:
          "Raises the visit's `sequence`; a confirmed visit's two sides get an e-mail with the .ics METHOD:REQUEST (same UID, the new SEQUENCE). A time taken meanwhile answers 409 'That time was just taken' with the slots still free.",
        tags,
        security,
        params: visitParams,
        body: rescheduleVisitSchema,
        response: { 200: visitSchema, ...takingErrors },
      },
    },
    async (request, reply) => {
      try {
        return await rescheduleVisit(
          app,
          requireUser(request),
          request.params.id,
          request.body.startsAt,
          request.body.reason,
        );
      } catch (error) {
        if (!(error instanceof SlotTakenError)) throw error;
        return reply.status(409).send({ ...errorBody(error.message), slots: error.slots });
      }
    },
  );

  app.post(
    '/api/me/calendar-feed',
    {
      schema: {
        operationId: 'rotateCalendarFeed',
        summary: 'Create or replace your private calendar feed address',
        description:
          'Answers the secret address (`/api/calendar/{token}.ics`) once: only its hash is kept. Calling again replaces it, and the old address stops answering. The feed lists your visits, as a customer and as a business owner, from 30 days back to a year ahead.',
        tags,
        security,
        response: { 201: calendarFeedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await rotateFeed(app.db, app.config.appUrl, requireUser(request).id)),
  );

  app.delete(
    '/api/me/calendar-feed',
    {
      schema: {
        operationId: 'revokeCalendarFeed',
        summary: 'Revoke your private calendar feed address (no feed: still 204)',
        tags,
        security,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeFeed(app.db, requireUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/calendar/:file',
    {
      schema: {
        operationId: 'getCalendarFeed',
        summary: "A person's visits as an iCalendar feed, for calendar apps to subscribe to",
        description:
          '`file` is `{token}.ics` from POST /api/me/calendar-feed; the secret is the only credential (no cookie). An unknown or revoked token, or a suspended or deleted account, answers 404.',
        tags,
        security: access.anyone,
        params: z.object({ file: z.string().max(100) }),
        response: {
          200: {
            description: 'The feed (text/calendar)',
            content: { 'text/calendar': { schema: bytesBody } },
          },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const token = /^([\w-]{20,})\.ics$/.exec(request.params.file)?.[1];
      const feed = token ? await readFeed(app.db, app.config.appUrl, token) : null;
      if (feed === null) throw notFound(FEED_NOT_FOUND_MESSAGE);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(feed));
    },
  );
};
