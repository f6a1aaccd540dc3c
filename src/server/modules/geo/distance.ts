import { sql, type SQL } from 'drizzle-orm';

/*
 * Distances between places, as the site gives them: great-circle miles from PostgreSQL's
 * earthdistance extension (which measures in metres), to a tenth of a mile.
 */

export const METERS_PER_MILE = 1609.344;

/** A point of earthdistance's `earth` type at a latitude and longitude: values, or columns (`sql\`c.latitude\``). */
export const earthPoint = (latitude: number | SQL, longitude: number | SQL): SQL =>
  sql`ll_to_earth(${latitude}, ${longitude})`;

/** The distance in miles between two earth points, in SQL. */
export const milesBetween = (from: SQL, to: SQL): SQL =>
  sql`earth_distance(${from}, ${to}) / ${METERS_PER_MILE}`;

/** A distance in miles as the API answers it: to one decimal, or null without one. */
export function roundMiles(miles: number | string | null | undefined): number | null {
  return miles === null || miles === undefined ? null : Math.round(Number(miles) * 10) / 10;
}
