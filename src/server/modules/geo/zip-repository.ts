import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';

export type ZipPlace = {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
};

/** The centroid of a US ZIP code (from the zip_codes reference table), or undefined. */
export async function findZipPlace(db: Executor, zip: string): Promise<ZipPlace | undefined> {
  const { rows } = await db.execute<ZipPlace>(
    sql`SELECT zip, city, state, latitude, longitude FROM zip_codes WHERE zip = ${zip.slice(0, 5)}`,
  );
  return rows[0];
}
