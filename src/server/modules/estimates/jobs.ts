import type { FastifyInstance } from 'fastify';
import { inviteReview } from './hire-service';
import { confirmJobDoneAutomatically } from './job-done-service';

/** The jobs a hire and a job marked done schedule: the review invitation and the confirmation. */
export async function registerEstimateJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('notify.review-invite', (data) =>
    inviteReview({ db: app.db, config: app.config, send: (mail) => app.mailer.send(mail) }, data),
  );
  await app.jobs.work('quote.confirm-job-done', (data) =>
    confirmJobDoneAutomatically({ db: app.db, jobs: app.jobs, config: app.config }, data),
  );
}
