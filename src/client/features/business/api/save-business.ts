import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessFormInput } from '@/contract/business';
import type { CompanyDetails } from '@/contract/company';
import { api } from '@/client/lib/api-client';

export class BusinessStepError extends Error {
  constructor(
    readonly title: string,
    override readonly cause: unknown,
  ) {
    super(title);
  }
}

interface SaveInput {
  companyId: number | null;
  values: BusinessFormInput;
  categoryId: number;
  logo: File | null;
}

function formData(values: BusinessFormInput, categoryId: number, logoObjectId?: number): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    // The server takes the category by id and the subcategories as one JSON field.
    if (key !== 'category' && key !== 'subcategories') form.set(key, String(value ?? ''));
  }
  form.set('categoryId', String(categoryId));
  form.set('subcategories', JSON.stringify(values.subcategories));
  if (logoObjectId !== undefined) form.set('logoObjectId', String(logoObjectId));
  return form;
}

async function uploadLogo(logo: File): Promise<number> {
  const body = new FormData();
  body.set('file', logo);
  try {
    return (await api<{ objectId: number }>('/api/upload/single', { formData: body })).objectId;
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
    mutationFn: async ({ companyId, values, categoryId, logo }: SaveInput) => {
      const logoObjectId = logo ? await uploadLogo(logo) : undefined;
      if (companyId === null) {
        return api<CompanyDetails>('/api/companies', {
          method: 'POST',
          formData: formData(values, categoryId, logoObjectId),
        });
      }
      if (logoObjectId !== undefined) {
        try {
          await api(`/api/companies/${companyId}/logo`, {
            method: 'PATCH',
            json: { logoObjectId },
          });
        } catch (error) {
          throw new BusinessStepError('Logo update failed', error);
        }
      }
      return api<CompanyDetails>(`/api/companies/${companyId}`, {
        method: 'PUT',
        formData: formData(values, categoryId),
      });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['companies'] }),
        queryClient.invalidateQueries({ queryKey: ['search'] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]);
    },
  });
}
