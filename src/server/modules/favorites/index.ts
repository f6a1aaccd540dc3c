/** The favorites module's face: a customer's saved businesses. */
export { favoriteRoutes } from './routes';
