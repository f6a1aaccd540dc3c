import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseChecksum, type DatabaseChecksum } from '../../support/db-checksum';
import { fileOf, multipart } from '../../support/files';
import { listApiRoutes, type RouteInfo } from '../../support/routes';
import { signInAs } from '../../support/sessions';
import { createTestApp, type TestApp } from '../../support/test-app';
import { buildWorld, type World } from '../../support/world';

/**
 * Generated junk thrown at every route's path parameters, query, JSON and multipart bodies, as a
 * visitor, the customer and the business owner of tests/support/world.ts. Whatever comes in: no
 * 5xx, no stack trace or server path in the answer, and a refused request (4xx) changes nothing
 * in the database.
 */

const RUNS_PER_ROUTE = 15;
const HUGE = 'A'.repeat(100_000);

// Made while the file is collected: the route list (one test each) comes from the running app.
const t: TestApp = await createTestApp();
const routes = listApiRoutes(t.app);
let world: World;
let database: DatabaseChecksum;
let knownIds: number[];

beforeAll(async () => {
  world = await buildWorld(t);
  knownIds = [
    ...Object.values(world.users).map((u) => u.id),
    world.company.id,
    world.otherCompanyId,
    world.quoteId,
    world.draftId,
    world.draftImageId,
    world.photoId,
    world.ratingId,
    world.privateObjectId,
    world.ownerObjectId,
  ];
  database = await databaseChecksum(t.databaseUrl);
});
afterAll(async () => {
  await database.close();
  await t.close();
});

const checksum = () => database.take();

// ---- the junk ----

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '2147483648',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd\u0000.png',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '${7*7}{{7*7}}',
  '\u202eevil\u202d',
  '\ud800',
  '👩‍👩‍👧‍👦'.repeat(50),
  'Ω≈ç√∫˜µ≤≥÷',
  HUGE,
);
const junkString = fc.oneof(
  { weight: 3, arbitrary: nastyStrings },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
);
const junkNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 0.5, -0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const { junkValue } = fc.letrec<{ junkValue: unknown }>((tie) => ({
  junkValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    junkString,
    junkNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('junkValue'), { maxLength: 4 }),
    fc.dictionary(junkString, tie('junkValue'), { maxKeys: 4 }),
  ),
}));
/** 5,000 arrays inside each other. */
const DEEP_JSON = `${'['.repeat(5000)}${']'.repeat(5000)}`;

/** Lone surrogates become U+FFFD, as a browser would send them. */
const wellFormed = (s: string) => Buffer.from(s).toString();

/** A path segment: a real id now and then (so handlers run with junk bodies), mostly junk. */
const segment = () =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...knownIds).map(String) },
    {
      weight: 3,
      arbitrary: junkString.map((s) => encodeURIComponent(wellFormed(s.slice(0, 300)))),
    },
    { weight: 1, arbitrary: fc.constantFrom('..', '.', '..%2F..%2Fetc', '%00', '%ZZ', '%') },
  );

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
}

/** The field names a route's schemas know, so that junk reaches the validators of real fields. */
function knownFields(route: RouteInfo): { query: string[]; body: string[] } {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  const query = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const bodies = Object.values(operation?.requestBody?.content ?? {});
  const body = bodies.flatMap((b) => Object.keys(b.schema?.properties ?? {}));
  return { query, body: [...new Set([...body, 'message', 'caption'])] };
}

const fieldsOf = (names: string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(names.map((n) => [n, junkValue])), { requiredKeys: [] }),
      fc.dictionary(junkString, junkValue, { maxKeys: 3 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function bodyOf(
  route: RouteInfo,
  names: string[],
): fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> {
  const json = fieldsOf(names).map((body) => ({
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  }));
  const notAnObject = junkValue.map((body) => ({
    payload: JSON.stringify(body) ?? 'null',
    headers: { 'content-type': 'application/json' },
  }));
  const rawText = fc
    .tuple(
      fc.oneof(
        junkString,
        fc.constantFrom(DEEP_JSON, '{"a":', '{"__proto__":{"isAdmin":true}}', '\u0000'),
      ),
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/xml',
      ),
    )
    .map(([payload, type]) => ({ payload, headers: { 'content-type': type } }));
  const form = fc
    .tuple(
      fieldsOf(names),
      fc.constantFrom('file', 'image'),
      fc.option(
        fc.record({
          bytes: fc.oneof(
            fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
            fc.constantFrom(
              Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
              Buffer.from('\x89PNG\r\n\x1a\n<html><script>alert(1)</script>'),
              Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
            ),
          ),
          filename: fc.oneof(
            fc.constantFrom('../../etc/passwd', 'a\u0000.png', '.htaccess', 'x.svg'),
            junkString.map((s) => s.slice(0, 100).replace(/["\r\n]/g, '')),
          ),
          contentType: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'x/../y'),
        }),
      ),
    )
    .map(([fields, field, file]) => {
      const text = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [
          k.replace(/["\r\n]/g, '').slice(0, 100),
          asText(v) ?? '',
        ]),
      );
      return multipart(
        text,
        file ? { [field]: fileOf(file.bytes, file.filename, file.contentType) } : {},
      );
    });
  if (route.method === 'GET') return fc.constant({});
  return fc.oneof(json, json, form, rawText, notAnObject, fc.constant({}));
}

interface JunkRequest {
  role: 'visitor' | 'customer' | 'owner';
  request: InjectOptions & { url: string };
}

function requestOf(route: RouteInfo): fc.Arbitrary<JunkRequest> {
  const params = route.url.match(/:\w+/g) ?? [];
  const { query, body } = knownFields(route);
  return fc
    .record({
      role: fc.constantFrom<JunkRequest['role'][]>('visitor', 'customer', 'owner'),
      segments: fc.tuple(...params.map(() => segment())),
      query: fc.dictionary(
        fc.oneof(fc.constantFrom(...query, 'token', 'q', 'page'), junkString),
        fc.oneof(junkString, fc.array(junkString, { maxLength: 3 })),
        { maxKeys: 4 },
      ),
      body: bodyOf(route, body),
    })
    .map(({ role, segments, query: q, body: b }) => {
      let i = 0;
      const path = route.url.replace(/:\w+/g, () => segments[i++]!);
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(q)) {
        for (const v of [value].flat()) search.append(key.slice(0, 200), v.slice(0, 2000));
      }
      const url = search.size > 0 ? `${path}?${search}` : path;
      return {
        role,
        request: { method: route.method, url, ...b },
      };
    });
}

/** A line of a stack trace (raw or inside a JSON string), a dependency path or a stack field. */
const STACK_TRACE = /(\n|\\n)\s+at |\(\/[^)]+:\d+:\d+\)|node_modules|file:\/\/|"stack"/;

async function send({ role, request }: JunkRequest) {
  const agent = t.agent();
  if (role !== 'visitor') await signInAs(t.app.db, agent, world.users[role].id);
  const before = await checksum();
  const response = await agent.request(request);
  const where = `${request.method} ${request.url.slice(0, 300)} as ${role} -> ${response.statusCode}: ${response.body.slice(0, 500)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(response.body, where).not.toMatch(STACK_TRACE);
  expect(response.body, where).not.toContain(process.cwd());
  if (response.statusCode >= 400)
    expect(await checksum(), `${where}: changed the database`).toEqual(before);
}

describe('junk input on every route', () => {
  it('covers every route the app serves', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('refuses a JSON body over 1 MB with a 413, changing nothing', async () => {
    const before = await checksum();
    const response = await t.agent().post('/api/auth/signup', { firstName: 'A'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('Request body is too large');
    expect(await checksum()).toEqual(before);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_name, route) => {
      await fc.assert(fc.asyncProperty(requestOf(route), send), {
        numRuns: RUNS_PER_ROUTE,
        endOnFailure: true,
      });
    },
  );
});
