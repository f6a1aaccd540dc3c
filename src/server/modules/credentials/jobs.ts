import type { FastifyInstance } from 'fastify';
import { sweepCredentialExpiry } from './credential-expiry';

/** Every hour, once across all nodes: credentials' expiry reminders and expiries now due. */
export async function registerCredentialJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('credentials.expire', async () => {
    const swept = await sweepCredentialExpiry(app);
    if (swept.reminded + swept.expired > 0) app.log.info(swept, 'credential expiry swept');
  });
  await app.jobs.schedule('credentials.expire', '17 * * * *', {});
}
