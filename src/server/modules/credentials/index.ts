/** The credentials module's face (issue 36): licences and insurance, their documents and badges. */
export { findCredentialBadges } from './credential-repository';
export { credentialAdminRoutes } from './admin-routes';
export { credentialRoutes } from './routes';
