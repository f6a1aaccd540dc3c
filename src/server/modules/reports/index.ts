/** The reports module's face: reporting a review, a message or a business. */
export { reportRoutes } from './routes';
