import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BusinessFormValues } from '@/contract/business';
import type { CompanyImage } from '@/contract/company';
import { api, ApiError } from '@/client/lib/api-client';
import { uploadWithProgress } from '@/client/lib/upload';
import { useUser } from './auth';
import { categoryKeys } from './categories';
import { searchKeys } from './search';
import { uploadObject } from './uploads';

const companyRoot = ['companies'] as const;

export const companyKeys = {
  all: companyRoot,
  detail: (companyId: number) => [...companyRoot, companyId] as const,
  images: (companyId: number) => [...companyRoot, companyId, 'images'] as const,
  /** The signed-in user's own companies. */
  mine: [...companyRoot, 'mine'] as const,
};

/** A company shows on its page, its cards and in every list: search and category listings. */
export function invalidateCompanyListings(queryClient: QueryClient) {
  return Promise.all(
    [companyKeys.all, searchKeys.all, categoryKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * The company, or null when there is none with this id: an answer the page shows ('Company Not
 * Found'), not a failure, so a page rendered on the server hydrates from it (docs/decisions/010).
 */
export const companyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.detail(companyId),
    queryFn: async () => {
      try {
        return await api.GET('/api/companies/{id}', { params: { path: { id: companyId } } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useCompany(companyId: number) {
  return useQuery({
    ...companyQueryOptions(companyId),
    enabled: Number.isInteger(companyId) && companyId > 0,
  });
}

export const companyImagesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.images(companyId),
    queryFn: () => api.GET('/api/companies/{id}/images', { params: { path: { id: companyId } } }),
  });

/**
 * Counts this visit to a company's page for its owner's insights (docs/decisions/050), once per
 * page and company: a beacon, which waits on nothing and is sent even as the visitor leaves. The
 * server leaves out the owner's own visits and a visitor's repeat visits the same day.
 */
export function useCountCompanyView(companyId: number) {
  useEffect(() => {
    if (Number.isInteger(companyId) && companyId > 0) {
      navigator.sendBeacon(`/api/companies/${companyId}/views`);
    }
  }, [companyId]);
}

/** `enabled` false: not needed (the company is known not to exist). */
export function useCompanyImages(companyId: number, enabled = true) {
  return useQuery({
    ...companyImagesQueryOptions(companyId),
    enabled: enabled && Number.isInteger(companyId) && companyId > 0,
  });
}

/** The signed-in user's companies, inactive ones included. */
export const ownCompaniesQueryOptions = queryOptions({
  queryKey: companyKeys.mine,
  queryFn: async () => (await api.GET('/api/companies/user')).companies,
});

export function useOwnCompanies() {
  const { data: user } = useUser();
  return useQuery({ ...ownCompaniesQueryOptions, enabled: Boolean(user) });
}

/** Whether the signed-in user lists a business (inactive ones count): an owner's screens. */
export function useOwnsCompany(): boolean {
  return (useOwnCompanies().data?.length ?? 0) > 0;
}

/** Which step of saving a business failed (the dialog says so in its toast's title). */
export class BusinessStepError extends Error {
  constructor(
    readonly title: string,
    override readonly cause: unknown,
  ) {
    super(title);
  }
}

interface SaveBusinessInput {
  companyId: number | null;
  values: BusinessFormValues;
  categoryId: number;
  logo: File | null;
}

function businessForm(
  values: BusinessFormValues,
  categoryId: number,
  logoObjectId?: number,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    // The server takes the category by id, lists (subcategories, service ZIPs) as JSON fields,
    // and an absent field (the ZIP list of a radius area) as "unchanged".
    if (key === 'category' || value === undefined) continue;
    form.set(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  form.set('categoryId', String(categoryId));
  if (logoObjectId !== undefined) form.set('logoObjectId', String(logoObjectId));
  return form;
}

async function uploadLogo(logo: File): Promise<number> {
  try {
    return (await uploadObject(logo)).objectId;
  } catch (error) {
    throw new BusinessStepError('File upload failed', error);
  }
}

/**
 * Create: upload the logo, then post the company with it (one transaction on the server, so no
 * company is left without its logo). Edit: upload and attach the logo, then update the company.
 */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, values, categoryId, logo }: SaveBusinessInput) => {
      const logoObjectId = logo ? await uploadLogo(logo) : undefined;
      if (companyId === null) {
        return api.POST('/api/companies', {
          body: businessForm(values, categoryId, logoObjectId),
        });
      }
      if (logoObjectId !== undefined) {
        try {
          await api.PATCH('/api/companies/{id}/logo', {
            params: { path: { id: companyId } },
            body: { logoObjectId },
          });
        } catch (error) {
          throw new BusinessStepError('Logo update failed', error);
        }
      }
      return api.PUT('/api/companies/{id}', {
        params: { path: { id: companyId } },
        body: businessForm(values, categoryId),
      });
    },
    onSuccess: async () => {
      await invalidateCompanyListings(queryClient);
    },
  });
}

export function useSetCompanyActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, isActive }: { companyId: number; isActive: boolean }) =>
      api.PATCH('/api/companies/{id}/active', {
        params: { path: { id: companyId } },
        body: { isActive },
      }),
    onSuccess: () => invalidateCompanyListings(queryClient),
  });
}

/**
 * Photo changes refresh the company's photos and its cards (the first photo is the banner):
 * `companyKeys.all` covers both, so each query is asked again once.
 */
function useRefreshPhotos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyKeys.all });
}

export function useUploadPhoto(companyId: number, onProgress: (percent: number) => void) {
  const refresh = useRefreshPhotos();
  return useMutation({
    mutationFn: ({ file, caption }: { file: File; caption: string }) => {
      const body = new FormData();
      body.set('caption', caption);
      body.set('image', file);
      return uploadWithProgress<CompanyImage>(
        `/api/companies/${companyId}/images`,
        body,
        onProgress,
      );
    },
    onSuccess: refresh,
  });
}

export function useUpdatePhoto(companyId: number) {
  const refresh = useRefreshPhotos();
  return useMutation({
    mutationFn: ({
      imageId,
      ...patch
    }: {
      imageId: number;
      caption?: string;
      displayOrder?: number;
    }) =>
      api.PATCH('/api/companies/{id}/images/{imageId}', {
        params: { path: { id: companyId, imageId } },
        body: patch,
      }),
    onSuccess: refresh,
  });
}

export function useDeletePhoto(companyId: number) {
  const refresh = useRefreshPhotos();
  return useMutation({
    mutationFn: (imageId: number) =>
      api.DELETE('/api/companies/{id}/images/{imageId}', {
        params: { path: { id: companyId, imageId } },
      }),
    onSuccess: refresh,
  });
}
