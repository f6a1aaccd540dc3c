import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Writes one outgoing message (e-mail or text) as a JSON file that a person or a test can read. */
export async function writeToOutbox(
  outboxDir: string,
  record: { channel: 'email' | 'sms'; to: string } & Record<string, unknown>,
): Promise<string> {
  await fs.mkdir(outboxDir, { recursive: true });
  const file = path.join(
    outboxDir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`,
  );
  await fs.writeFile(
    file,
    JSON.stringify({ sentAt: new Date().toISOString(), ...record }, null, 2),
  );
  return file;
}
