/** The credentials module's face (issue 36): licences and insurance, their documents and the admin queue. */
export { credentialAdminRoutes } from './credential-admin-routes';
export { registerCredentialJobs } from './jobs';
export { credentialRoutes } from './routes';
