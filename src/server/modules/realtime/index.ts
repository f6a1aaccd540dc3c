/** The realtime module's face: the /ws route. */
export { realtimeRoutes } from './routes';
