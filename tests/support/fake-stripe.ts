import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeSettings } from '@/server/config';

/**
 * A small Stripe-compatible API on loopback for the real `stripe` SDK (its host/port/protocol
 * options): the few calls the app makes (accounts, account links, Checkout sessions, refunds),
 * each answered once per idempotency key as Stripe does, and every request kept for the tests.
 * Webhooks are signed with the SDK's own `generateTestHeaderString`. Nothing leaves the machine.
 */
export interface FakeStripe {
  settings: StripeSettings;
  requests: StripeRequest[];
  /** An event as Stripe would send it: its JSON body and a valid `Stripe-Signature`. */
  signed(event: { id: string; type: string; object: object; created?: number }): {
    payload: string;
    signature: string;
  };
  close(): Promise<void>;
}

export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The form body, nested as Stripe reads it (`a[b][0]` → `{ a: { b: { 0: … } } }`). */
  body: Record<string, unknown>;
}

export const WEBHOOK_SECRET = 'whsec_test_loopback';

/** `a[b][c]=1&…` as nested objects (array indexes stay keys). */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = root;
    path.slice(0, -1).forEach((part) => {
      node = (node[part] ??= {}) as Record<string, unknown>;
    });
    node[path.at(-1)!] = value;
  }
  return root;
}

const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(feeBasisPoints = 250): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const byKey = new Map<string, object>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test_${++counter}`;

  const answer = (path: string, body: Record<string, unknown>): object | undefined => {
    if (path === '/v1/accounts') {
      return {
        id: next('acct'),
        object: 'account',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        metadata: body.metadata ?? {},
      };
    }
    if (path === '/v1/account_links') {
      return {
        object: 'account_link',
        url: `https://connect.stripe.test/setup/${String(body.account)}/${counter++}`,
        expires_at: now() + 300,
      };
    }
    if (path === '/v1/checkout/sessions') {
      const id = next('cs');
      const items = body.line_items as Record<string, { price_data: { unit_amount: string } }>;
      return {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total: Number(items['0']!.price_data.unit_amount),
        payment_status: 'unpaid',
        status: 'open',
        expires_at: Number(body.expires_at ?? now() + 86_400),
        metadata: body.metadata ?? {},
      };
    }
    if (path === '/v1/refunds') {
      return {
        id: next('re'),
        object: 'refund',
        amount: Number(body.amount),
        payment_intent: body.payment_intent,
        status: 'succeeded',
      };
    }
    return undefined;
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const body = parseForm(text);
      requests.push({ method: request.method ?? '', path, idempotencyKey, body });
      const key = `${path} ${idempotencyKey}`;
      const found =
        (idempotencyKey && byKey.get(key)) ??
        (request.method === 'POST' ? answer(path, body) : undefined);
      response.setHeader('content-type', 'application/json');
      if (!found) {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: path } }));
        return;
      }
      if (idempotencyKey) byKey.set(key, found);
      response.end(JSON.stringify(found));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe('sk_test_loopback');

  return {
    settings: {
      secretKey: 'sk_test_loopback',
      webhookSecret: WEBHOOK_SECRET,
      feeBasisPoints,
      api: { protocol: 'http', host: '127.0.0.1', port },
    },
    requests,
    signed({ id, type, object, created = now() }) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        created,
        api_version: '2026-10-28.endive',
        livemode: false,
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
