import Stripe from 'stripe';
import { CARD_PAYMENTS_OFF_MESSAGE } from '@/contract/card-payment';
import type { AppConfig, StripeSettings } from '@/server/config';
import { notFound } from '@/server/platform/errors';

const clients = new WeakMap<StripeSettings, Stripe>();

/**
 * The Stripe SDK for these settings (one per app), or 404 when card payments are off: without
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET every card route answers that, and nothing else changes.
 */
export function requireStripe(config: AppConfig): { stripe: Stripe; settings: StripeSettings } {
  const settings = config.stripe;
  if (!settings) throw notFound(CARD_PAYMENTS_OFF_MESSAGE);
  let stripe = clients.get(settings);
  if (!stripe) {
    stripe = new Stripe(settings.secretKey, {
      ...settings.api,
      // A retry carries the call's idempotency key: Stripe answers it once.
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'QuoteLocal' },
    });
    clients.set(settings, stripe);
  }
  return { stripe, settings };
}
