import { ArrowDown, ArrowUp, FolderKanban, ImagePlus, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Link, type RouteComponentProps } from 'wouter';
import { MAX_PROJECT_PHOTOS, type Project, projectPath } from '@/contract/portfolio';
import { BusinessSettingsPage } from '@/client/components/companies/business-settings-page';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useUser } from '@/client/data/auth';
import { useCategoriesWithSubcategories } from '@/client/data/categories';
import { useCompany } from '@/client/data/companies';
import {
  useAddProjectPhoto,
  useDeleteProject,
  useDeleteProjectPhoto,
  useProjects,
  useReorderProjects,
} from '@/client/data/portfolio';
import { useT } from '@/client/lib/i18n';
import { acceptedImageTypes } from '@/client/lib/image-file';
import { usePageMeta } from '@/client/lib/page-meta';
import { toast, toastError } from '@/client/lib/toast';
import { ProjectForm } from '../components/project-form';

/** The business's trades with their ids: its subcategories, as the categories list names them. */
function useTrades(companyId: number) {
  const company = useCompany(companyId).data;
  const categories = useCategoriesWithSubcategories().data ?? [];
  const slugs = new Set(company?.subcategories.map((s) => s.slug));
  return categories.flatMap((c) => c.subcategories).filter((s) => slugs.has(s.slug));
}

/**
 * /business/:id/portfolio: the business's projects (issue 36 item 5): add one, then its photos;
 * edit, delete and move each. Its owner's only: anyone else sees the API's refusal.
 */
export function PortfolioPage({ params }: RouteComponentProps<{ id: string }>) {
  const t = useT();
  const companyId = Number(params.id);
  const known = Number.isInteger(companyId) && companyId > 0;
  const { data: user } = useUser();
  const projects = useProjects(companyId, Boolean(user) && known);
  const trades = useTrades(companyId);
  usePageMeta({ title: t('portfolio.pageHeading') });

  return (
    <BusinessSettingsPage
      companyId={companyId}
      known={known}
      query={projects}
      icon={FolderKanban}
      title={t('portfolio.pageHeading')}
      intro={t('portfolio.intro')}
      texts={{
        logIn: t('portfolio.logIn'),
        unavailable: t('portfolio.unavailable'),
        loadFailed: t('portfolio.loadFailed'),
      }}
    >
      {(list) => (
        <>
          <Card title={t('portfolio.addTitle')} className="mt-6">
            <div className="mt-4">
              <ProjectForm companyId={companyId} trades={trades} onSaved={() => undefined} />
            </div>
          </Card>
          <h2 className="mt-8 text-lg font-semibold text-gray-900">{t('portfolio.listTitle')}</h2>
          {list.length === 0 ? (
            <p className="mt-2 text-gray-700">{t('portfolio.none')}</p>
          ) : (
            <ol className="mt-3 space-y-3">
              {list.map((project, index) => (
                <ProjectRow
                  key={project.id}
                  companyId={companyId}
                  project={project}
                  trades={trades}
                  order={list.map((p) => p.id)}
                  index={index}
                />
              ))}
            </ol>
          )}
        </>
      )}
    </BusinessSettingsPage>
  );
}

function ProjectRow({
  companyId,
  project,
  trades,
  order,
  index,
}: {
  companyId: number;
  project: Project;
  trades: Array<{ id: number; name: string }>;
  order: number[];
  index: number;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const reorder = useReorderProjects(companyId);
  const remove = useDeleteProject(companyId);
  const addPhoto = useAddProjectPhoto(companyId, setProgress);
  const removePhoto = useDeleteProjectPhoto(companyId);
  const failed = (error: unknown) =>
    toastError(t('portfolio.saveFailed'), error, t('common.tryAgain'));

  const move = (delta: number) => {
    const ids = [...order];
    [ids[index], ids[index + delta]] = [ids[index + delta]!, ids[index]!];
    reorder.mutate(ids, { onError: failed });
  };
  const upload = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    addPhoto.mutate(
      { projectId: project.id, file },
      {
        onSuccess: () => toast({ variant: 'success', title: t('portfolio.photoAdded') }),
        onError: failed,
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
            <Link
              href={projectPath(companyId, project.id)}
              className="text-brand-700 hover:underline"
            >
              {project.title}
            </Link>
            {project.hidden ? (
              <Badge className="bg-red-100 text-red-900">{t('portfolio.hidden')}</Badge>
            ) : null}
          </p>
          <p className="mt-1 text-sm text-gray-700">
            {t('portfolio.tradeInCity', { trade: project.trade, city: project.city })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={index === 0 || reorder.isPending}
            onClick={() => move(-1)}
            aria-label={t('portfolio.moveUp', { title: project.title })}
          >
            <ArrowUp className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={index === order.length - 1 || reorder.isPending}
            onClick={() => move(1)}
            aria-label={t('portfolio.moveDown', { title: project.title })}
          >
            <ArrowDown className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            <Pencil className="h-4 w-4" aria-hidden /> {t('portfolio.edit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
            <Trash2 className="h-4 w-4" aria-hidden /> {t('portfolio.delete')}
          </Button>
        </div>
      </div>
      <ul
        className="mt-3 flex flex-wrap gap-2"
        aria-label={t('portfolio.photosOf', { title: project.title })}
      >
        {project.photos.map((photo, n) => (
          <li key={photo.id} className="relative">
            <img
              src={`${photo.objectUrl}?variant=thumb`}
              alt={t('portfolio.photoN', { n: n + 1 })}
              className="h-20 w-28 rounded-md object-cover"
            />
            <Button
              variant="inverse"
              size="icon"
              className="absolute right-1 top-1 h-8 w-8 rounded-full"
              disabled={removePhoto.isPending}
              onClick={() =>
                removePhoto.mutate(
                  { projectId: project.id, photoId: photo.id },
                  { onError: failed },
                )
              }
              aria-label={t('portfolio.deletePhoto', { n: n + 1 })}
            >
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      {project.photos.length < MAX_PROJECT_PHOTOS ? (
        <label className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-900 focus-within:ring-2 focus-within:ring-brand-600">
          <ImagePlus className="h-4 w-4" aria-hidden />
          {progress === null
            ? t('portfolio.addPhoto')
            : t('portfolio.uploading', { percent: progress })}
          <input
            type="file"
            accept={acceptedImageTypes('companyPhoto')}
            className="sr-only"
            disabled={progress !== null}
            onChange={(e) => {
              upload(e.currentTarget.files?.[0]);
              e.currentTarget.value = '';
            }}
          />
        </label>
      ) : null}
      {editing ? (
        <div className="mt-4 border-t border-gray-200 pt-4">
          <ProjectForm
            companyId={companyId}
            trades={trades}
            project={project}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('portfolio.deleteTitle', { title: project.title })}
        description={t('portfolio.deleteText')}
        confirmLabel={t('portfolio.delete')}
        destructive
        onConfirm={() => remove.mutate(project.id, { onError: failed })}
      />
    </li>
  );
}
