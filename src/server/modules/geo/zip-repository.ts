import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { zipCodes } from '@/server/db/schema';

export type ZipPlace = {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
};

/** The centroid of a US ZIP code (from the zip_codes reference table), or undefined. */
export async function findZipPlace(db: Executor, zip: string): Promise<ZipPlace | undefined> {
  const [place] = await db
    .select({
      zip: zipCodes.zip,
      city: zipCodes.city,
      state: zipCodes.state,
      latitude: zipCodes.latitude,
      longitude: zipCodes.longitude,
    })
    .from(zipCodes)
    .where(eq(zipCodes.zip, zip.slice(0, 5)));
  return place;
}
