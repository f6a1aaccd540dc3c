/** The portfolio module's face (issue 36 item 5): a business's projects, their photos and order. */
export { findProjectCompany, setProjectHidden } from './portfolio-repository';
export { portfolioRoutes } from './routes';
