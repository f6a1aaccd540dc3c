/**
 * The companies module's face: listing, profile, photos, the search document and the response
 * statistics other modules show.
 */
export {
  companyExists,
  credentialedOnly,
  favoritesOnly,
  findCompanyListing,
  findResponseStats,
  findSummaryPage,
  firstReplyJoin,
  inSubcategory,
  listCategoryCompanies,
  type ListingOptions,
  orderBy,
  responseStats,
  type SummaryRow,
  toCompanySummary,
} from './company-repository';
export { requireCompanyOwner } from './company-service';
export { favoritesFilter } from './favorites-filter';
export { companyManagementRoutes } from './company-management-routes';
export { lockCompanyRow } from './photo-repository';
export { photoRoutes } from './photo-routes';
export { companyRoutes } from './routes';
export { refreshSearchDocuments } from './search-document-repository';
