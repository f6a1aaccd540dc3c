import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/contract/locale';
import type { Project, ProjectInput } from '@/contract/portfolio';
import { aliasNameIn } from '@/server/db/catalogue-names';
import type { Executor, RawColumns } from '@/server/db/client';
import {
  companyProjects,
  companySubcategories,
  projectPhotos,
  type subcategories,
} from '@/server/db/schema';
import { objectUrl } from '../objects';

/** The columns a project's input sets: the month stored as its first day. */
const columnsOf = (input: ProjectInput) => ({
  title: input.title,
  description: input.description,
  subcategoryId: input.subcategoryId,
  city: input.city,
  costMinCents: input.costMinCents,
  costMaxCents: input.costMaxCents,
  completedOn: input.completedMonth === null ? null : `${input.completedMonth}-01`,
});

/** Whether the subcategory is one of the company's trades. */
export async function isCompanyTrade(
  db: Executor,
  companyId: number,
  subcategoryId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: companySubcategories.subcategoryId })
    .from(companySubcategories)
    .where(
      and(
        eq(companySubcategories.companyId, companyId),
        eq(companySubcategories.subcategoryId, subcategoryId),
      ),
    );
  return rows.length > 0;
}

/** The company's project ids, in their order. */
export async function projectIdsOf(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyProjects.id })
    .from(companyProjects)
    .where(eq(companyProjects.companyId, companyId))
    .orderBy(asc(companyProjects.position), asc(companyProjects.id));
  return rows.map((row) => row.id);
}

/** A new project after the company's last; its id. */
export async function insertProject(
  tx: Executor,
  companyId: number,
  input: ProjectInput,
  position: number,
): Promise<number> {
  const [row] = await tx
    .insert(companyProjects)
    .values({ companyId, position, ...columnsOf(input) })
    .returning({ id: companyProjects.id });
  return row!.id;
}

export async function updateProjectRow(
  db: Executor,
  projectId: number,
  input: ProjectInput,
): Promise<void> {
  await db
    .update(companyProjects)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(companyProjects.id, projectId));
}

/** Writes each project's position as its index in `ids`. */
export async function writePositions(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  // Raw SQL: one UPDATE from the ordered list (unnest WITH ORDINALITY).
  await tx.execute(sql`
    UPDATE company_projects p SET position = o.n - 1, updated_at = now()
    FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS o(id, n)
    WHERE p.id = o.id`);
}

/** Deletes a project's row (its photos' rows go with it); its photos' object ids. */
export async function deleteProjectRow(tx: Executor, projectId: number): Promise<number[]> {
  const photos = await tx
    .delete(projectPhotos)
    .where(eq(projectPhotos.projectId, projectId))
    .returning({ objectId: projectPhotos.objectId });
  await tx.delete(companyProjects).where(eq(companyProjects.id, projectId));
  return photos.map((photo) => photo.objectId);
}

export async function setProjectHidden(
  db: Executor,
  projectId: number,
  hidden: boolean,
): Promise<void> {
  await db
    .update(companyProjects)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(companyProjects.id, projectId));
}

/** How many photos a project has, and the position after the last. */
export async function countProjectPhotos(
  tx: Executor,
  projectId: number,
): Promise<{ count: number; next: number }> {
  const [row] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      next: sql<number>`coalesce(max(${projectPhotos.position}) + 1, 0)::int`,
    })
    .from(projectPhotos)
    .where(eq(projectPhotos.projectId, projectId));
  return { count: row?.n ?? 0, next: row?.next ?? 0 };
}

export async function insertProjectPhoto(
  tx: Executor,
  photo: { projectId: number; objectId: number; position: number },
): Promise<void> {
  await tx.insert(projectPhotos).values(photo);
}

/** Deletes one of the project's photos; its object's id, or undefined for no such photo. */
export async function deleteProjectPhotoRow(
  tx: Executor,
  projectId: number,
  photoId: number,
): Promise<number | undefined> {
  const [row] = await tx
    .delete(projectPhotos)
    .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, projectId)))
    .returning({ objectId: projectPhotos.objectId });
  return row?.objectId;
}

type ProjectRow = RawColumns<
  typeof companyProjects,
  | 'id'
  | 'companyId'
  | 'title'
  | 'description'
  | 'subcategoryId'
  | 'city'
  | 'costMinCents'
  | 'costMaxCents'
  | 'completedOn'
  | 'position'
> & {
  /** The subcategory's name in the asked language. */
  trade: (typeof subcategories.$inferSelect)['name'];
  hidden: boolean;
  photos: Array<{ id: number; objectId: number }>;
};

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  companyId: row.company_id,
  title: row.title,
  description: row.description,
  subcategoryId: row.subcategory_id,
  trade: row.trade,
  city: row.city,
  costMinCents: row.cost_min_cents === null ? null : Number(row.cost_min_cents),
  costMaxCents: row.cost_max_cents === null ? null : Number(row.cost_max_cents),
  completedMonth: row.completed_on?.slice(0, 7) ?? null,
  position: row.position,
  hidden: row.hidden,
  photos: row.photos.map((photo) => ({ id: photo.id, objectUrl: objectUrl(photo.objectId) })),
});

/**
 * A company's projects in their order, with their photos and the trade's name in `locale`; one
 * project when `projectId` is given; hidden ones only `withHidden` (the owner, admins).
 */
export async function listProjects(
  db: Executor,
  where: { companyId: number; projectId?: number; withHidden: boolean },
  locale: Locale,
): Promise<Project[]> {
  // Raw SQL: the photos as a JSON array beside each project, the trade's name in `locale`.
  const { rows } = await db.execute<ProjectRow>(sql`
    SELECT p.id, p.company_id, p.title, p.description, p.subcategory_id, ${aliasNameIn(locale, 's')} AS trade,
      p.city, p.cost_min_cents, p.cost_max_cents, p.completed_on::text AS completed_on, p.position,
      p.hidden_at IS NOT NULL AS hidden,
      coalesce((SELECT json_agg(json_build_object('id', ph.id, 'objectId', ph.object_id)
                ORDER BY ph.position, ph.id)
                FROM project_photos ph WHERE ph.project_id = p.id), '[]') AS photos
    FROM company_projects p JOIN subcategories s ON s.id = p.subcategory_id
    WHERE p.company_id = ${where.companyId}
      ${where.projectId === undefined ? sql`` : sql`AND p.id = ${where.projectId}`}
      ${where.withHidden ? sql`` : sql`AND p.hidden_at IS NULL`}
    ORDER BY p.position, p.id`);
  return rows.map(toProject);
}

/** A project's company, for a report or an admin's action on it. */
export async function findProjectCompany(
  db: Executor,
  projectId: number,
): Promise<{ companyId: number; title: string; hidden: boolean } | undefined> {
  const [row] = await db
    .select({
      companyId: companyProjects.companyId,
      title: companyProjects.title,
      hidden: sql<boolean>`${companyProjects.hiddenAt} IS NOT NULL`,
    })
    .from(companyProjects)
    .where(eq(companyProjects.id, projectId));
  return row;
}
