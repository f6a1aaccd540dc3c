import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes one outgoing message (e-mail or text) as a JSON file that a person or a test can read: the
 * folder's `.json` files are the messages.
 */
export async function writeToOutbox(
  outboxDir: string,
  record: { channel: 'email' | 'sms'; to: string } & Record<string, unknown>,
): Promise<string> {
  await fs.mkdir(outboxDir, { recursive: true });
  const file = path.join(
    outboxDir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`,
  );
  // Written whole under another name, then renamed: a reader listing the folder (a person, a
  // test waiting for a mail) never opens a file half-written.
  const partial = `${file}.partial`;
  await fs.writeFile(
    partial,
    JSON.stringify({ sentAt: new Date().toISOString(), ...record }, null, 2),
  );
  await fs.rename(partial, file);
  return file;
}
