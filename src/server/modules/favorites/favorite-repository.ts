import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { companies, favorites } from '@/server/db/schema';

export async function listFavoriteIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ companyId: favorites.companyId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(favorites.createdAt);
  return rows.map((r) => r.companyId);
}

/** Adds a favourite and counts it on the company in one transaction; adding twice changes nothing. */
export async function addFavorite(db: Database, userId: number, companyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(favorites)
      .values({ userId, companyId })
      .onConflictDoNothing()
      .returning({ companyId: favorites.companyId });
    if (added.length > 0) {
      await tx
        .update(companies)
        .set({ favoritesCount: sql`${companies.favoritesCount} + 1` })
        .where(eq(companies.id, companyId));
    }
  });
}

export async function removeFavorite(
  db: Database,
  userId: number,
  companyId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.companyId, companyId)))
      .returning({ companyId: favorites.companyId });
    if (removed.length > 0) {
      await tx
        .update(companies)
        .set({ favoritesCount: sql`greatest(${companies.favoritesCount} - 1, 0)` })
        .where(eq(companies.id, companyId));
    }
  });
}
