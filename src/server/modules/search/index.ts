/** The search module's face: the directory's search. */
export { searchRoutes } from './routes';
