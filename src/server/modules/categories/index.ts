/** The categories module's face: the trades and their subcategories. */
export { findCategory } from './category-repository';
export { categoryRoutes } from './routes';
