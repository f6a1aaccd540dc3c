import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { type Project, projectPath } from '@/contract/portfolio';
import { Lightbox } from '@/client/components/ui/lightbox';
import { useProjects } from '@/client/data/portfolio';
import { useT } from '@/client/lib/i18n';

/**
 * The company page's projects (issue 36 item 5): each with its cover photo, which opens the
 * project's photos in the lightbox, and its title, a link to the project's own page. Nothing when
 * the business has published none.
 */
export function ProjectGallery({ companyId }: { companyId: number }) {
  const t = useT();
  const projects = useProjects(companyId);
  const [open, setOpen] = useState<{ project: Project; index: number } | null>(null);
  if (!projects.data?.length) return null;
  return (
    <section aria-labelledby="projects-heading">
      <h2 id="projects-heading" className="mb-3 text-lg font-semibold text-gray-900">
        {t('portfolio.projects')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {projects.data.map((project) => (
          <li
            key={project.id}
            className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
          >
            <ProjectCover project={project} onOpen={() => setOpen({ project, index: 0 })} />
            <div className="p-3">
              <Link
                href={projectPath(companyId, project.id)}
                className="font-semibold text-brand-700 hover:underline"
              >
                {project.title}
              </Link>
              <p className="mt-1 text-sm text-gray-700">
                {t('portfolio.tradeInCity', { trade: project.trade, city: project.city })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Lightbox
        images={(open?.project.photos ?? []).map((photo) => ({ ...photo, caption: null }))}
        index={open?.index ?? 0}
        onIndexChange={(index) => setOpen((o) => o && { ...o, index })}
        open={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        title={open?.project.title ?? ''}
      />
    </section>
  );
}

/** The project's first photo, a button to its photos; a quiet frame when it has none. */
export function ProjectCover({ project, onOpen }: { project: Project; onOpen: () => void }) {
  const t = useT();
  const cover = project.photos[0];
  if (!cover) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center bg-gray-100 text-gray-500">
        <ImageOff className="h-8 w-8" aria-hidden />
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      className="block w-full bg-gray-900"
      aria-label={t('portfolio.openPhotos', {
        title: project.title,
        count: project.photos.length,
      })}
    >
      <img
        src={`${cover.objectUrl}?variant=web`}
        alt=""
        className="aspect-[4/3] w-full object-cover"
        loading="lazy"
      />
    </button>
  );
}
