import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectInput } from '@/contract/portfolio';
import { api, ApiError } from '@/client/lib/api-client';
import { uploadWithProgress } from '@/client/lib/upload';

/** A business's project portfolio (issue 36 item 5): its company page's gallery and its own pages. */
export const portfolioKeys = {
  ofCompany: (companyId: number) => ['portfolio', companyId] as const,
  project: (companyId: number, projectId: number) => ['portfolio', companyId, projectId] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

export const projectsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: portfolioKeys.ofCompany(companyId),
    queryFn: () => api.GET('/api/companies/{id}/projects', { params: { path: { id: companyId } } }),
  });

export function useProjects(companyId: number, enabled = true) {
  return useQuery({ ...projectsQueryOptions(companyId), enabled: enabled && validId(companyId) });
}

/** The project, or null when there is none to show: an answer its page shows ('not found'). */
export const projectQueryOptions = (companyId: number, projectId: number) =>
  queryOptions({
    queryKey: portfolioKeys.project(companyId, projectId),
    queryFn: async () => {
      try {
        return await api.GET('/api/companies/{id}/projects/{projectId}', {
          params: { path: { id: companyId, projectId } },
        });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          return null;
        }
        throw error;
      }
    },
  });

export function useProject(companyId: number, projectId: number) {
  return useQuery({
    ...projectQueryOptions(companyId, projectId),
    enabled: validId(companyId) && validId(projectId),
  });
}

/** A change to a company's projects: its gallery, its pages and the owner's list ask again. */
function usePortfolioMutation<T, R>(companyId: number, mutationFn: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: portfolioKeys.ofCompany(companyId) }),
  });
}

/** Publishes a new project, or changes the one `projectId` names. */
export const useSaveProject = (companyId: number) =>
  usePortfolioMutation(
    companyId,
    ({ projectId, input }: { projectId?: number; input: ProjectInput }) =>
      projectId === undefined
        ? api.POST('/api/companies/{id}/projects', {
            params: { path: { id: companyId } },
            body: input,
          })
        : api.PUT('/api/companies/{id}/projects/{projectId}', {
            params: { path: { id: companyId, projectId } },
            body: input,
          }),
  );

export const useDeleteProject = (companyId: number) =>
  usePortfolioMutation(companyId, (projectId: number) =>
    api.DELETE('/api/companies/{id}/projects/{projectId}', {
      params: { path: { id: companyId, projectId } },
    }),
  );

export const useReorderProjects = (companyId: number) =>
  usePortfolioMutation(companyId, (projectIds: number[]) =>
    api.PUT('/api/companies/{id}/projects/order', {
      params: { path: { id: companyId } },
      body: { projectIds },
    }),
  );

export const useAddProjectPhoto = (companyId: number, onProgress: (percent: number) => void) =>
  usePortfolioMutation(companyId, ({ projectId, file }: { projectId: number; file: File }) => {
    const body = new FormData();
    body.set('image', file);
    return uploadWithProgress<Project>(
      `/api/companies/${companyId}/projects/${projectId}/photos`,
      body,
      onProgress,
    );
  });

export const useDeleteProjectPhoto = (companyId: number) =>
  usePortfolioMutation(
    companyId,
    ({ projectId, photoId }: { projectId: number; photoId: number }) =>
      api.DELETE('/api/companies/{id}/projects/{projectId}/photos/{photoId}', {
        params: { path: { id: companyId, projectId, photoId } },
      }),
  );
