/** The geo module's face: ZIP places, the IP lookup, and distances in miles (earthdistance). */
export { earthPoint, METERS_PER_MILE, milesBetween, roundMiles } from './distance';
export { geoRoutes } from './routes';
export { findZipPlace, type ZipPlace } from './zip-repository';
