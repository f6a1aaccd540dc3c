import { writeToOutbox } from './outbox';

export interface TextMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: TextMessage): Promise<void>;
}

/** The default: each text becomes a JSON file `{channel: "sms", to, text}` in the outbox. */
export function createOutboxSms(outboxDir: string): SmsSender {
  return {
    async send(message) {
      await writeToOutbox(outboxDir, { channel: 'sms', ...message });
    },
  };
}

/** A provider reached through an HTTP webhook (SMS_WEBHOOK_URL) that receives `{to, text}`. */
export function createWebhookSms(url: string): SmsSender {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
