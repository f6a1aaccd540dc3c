import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  businessFormSchema,
  DEFAULT_SERVICE_RADIUS_MILES,
  DEFAULT_STATE,
  MAX_SERVICE_RADIUS_MILES,
  MAX_WEEKLY_REQUEST_CAP,
} from '@/contract/business';
import type { CompanyDetails } from '@/contract/company';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { FileInput, Input } from '@/client/components/ui/input';
import { Switch } from '@/client/components/ui/switch';
import { useCategoriesWithSubcategories } from '@/client/data/categories';
import { BusinessStepError, useCompany, useSaveBusiness } from '@/client/data/companies';
import { useBusinessDialog } from '@/client/lib/business-dialog';
import { showServerFieldErrors } from '@/client/lib/form-errors';
import { useContractMessage, useLocale, useT } from '@/client/lib/i18n';
import { acceptedImageTypes } from '@/client/lib/image-file';
import { toast, toastError } from '@/client/lib/toast';
import { statesIn } from '@/client/lib/us-states';

type BusinessForm = z.input<typeof businessFormSchema>;

const EMPTY: BusinessForm = {
  name: '',
  description: '',
  category: '',
  subcategories: [],
  phone: '',
  email: '',
  website: '',
  address: '',
  city: '',
  state: DEFAULT_STATE,
  zip: '',
  serviceArea: 'radius',
  serviceRadiusMiles: String(DEFAULT_SERVICE_RADIUS_MILES),
  serviceZips: '',
  pausedNewRequests: false,
  weeklyRequestCap: '',
};

const FIELD_NAMES = Object.keys(EMPTY) as Array<keyof BusinessForm>;

function formOf(company: CompanyDetails): BusinessForm {
  return {
    name: company.name,
    description: company.description,
    category: company.category,
    subcategories: company.subcategories.map((s) => s.slug),
    phone: company.phone,
    email: company.email,
    website: company.website ?? '',
    address: company.address,
    city: company.city,
    state: company.state,
    zip: company.zip,
    serviceArea: company.serviceArea.kind,
    serviceRadiusMiles: String(company.serviceArea.radiusMiles),
    serviceZips: company.serviceArea.zips.join(', '),
    pausedNewRequests: company.leadSettings?.pausedNewRequests ?? false,
    weeklyRequestCap: String(company.leadSettings?.weeklyRequestCap ?? ''),
  };
}

const selectClass =
  'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 aria-[invalid=true]:border-danger-600 sm:text-sm';

/** 'Add Your Business' / 'Edit Business', with every field and message of SPEC §5. */
export function BusinessDialog() {
  const t = useT();
  const say = useContractMessage();
  const locale = useLocale();
  const states = useMemo(() => statesIn(locale), [locale]);
  const dialog = useBusinessDialog();
  const editingId = typeof dialog.target === 'number' ? dialog.target : null;
  const existing = useCompany(editingId ?? 0);
  const { data: categories } = useCategoriesWithSubcategories();
  const save = useSaveBusiness();
  const [logo, setLogo] = useState<File | null>(null);
  const form = useForm<BusinessForm, unknown, z.output<typeof businessFormSchema>>({
    resolver: zodResolver(businessFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const categorySlug = useWatch({ control: form.control, name: 'category' });
  const serviceArea = useWatch({ control: form.control, name: 'serviceArea' });
  const category = categories?.find((c) => c.slug === categorySlug);
  const existingCompany = editingId !== null ? existing.data : undefined;

  useEffect(() => {
    if (dialog.target === 'new') form.reset(EMPTY);
    else if (existingCompany) form.reset(formOf(existingCompany));
  }, [dialog.target, existingCompany, form]);

  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const close = () => {
    setLogo(null);
    dialog.close();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const chosen = categories?.find((c) => c.slug === values.category);
    if (!chosen) return;
    try {
      await save.mutateAsync({ companyId: editingId, values, categoryId: chosen.id, logo });
      toast({
        variant: 'success',
        title: t('business.success'),
        description: t(editingId === null ? 'business.added' : 'business.updated'),
      });
      form.reset(EMPTY);
      close();
    } catch (error) {
      const step = error instanceof BusinessStepError ? error : null;
      const cause = step ? step.cause : error;
      // A field the server refused (a service ZIP it does not know) says why under the field too.
      showServerFieldErrors(cause, form.setError, FIELD_NAMES);
      toastError(
        step?.title ?? t('common.error'),
        cause,
        t(editingId === null ? 'business.addFailed' : 'business.updateFailed'),
      );
    }
  });

  const currentLogo = preview ?? existingCompany?.logo ?? null;
  return (
    <Dialog open={dialog.target !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={t(editingId === null ? 'business.addTitle' : 'business.editTitle')}
        description={t('business.description')}
        className="max-w-2xl"
      >
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            label={t('business.name')}
            error={errors.name?.message}
            className="sm:col-span-2"
          >
            <Input autoComplete="organization" {...form.register('name')} />
          </FormField>
          <FormField
            label={t('business.descriptionField')}
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            <textarea
              rows={4}
              className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-danger-600"
              {...form.register('description')}
            />
          </FormField>
          <FormField label={t('business.category')} error={errors.category?.message}>
            <select
              className={selectClass}
              {...form.register('category', {
                onChange: () => form.setValue('subcategories', []),
              })}
            >
              <option value="">{t('business.selectCategory')}</option>
              {(categories ?? []).map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormField>
          <fieldset className="space-y-1.5 sm:row-span-2">
            <legend className="text-sm font-medium text-gray-800">
              {t('business.subcategories')}
            </legend>
            {category ? (
              <Controller
                control={form.control}
                name="subcategories"
                render={({ field }) => (
                  <ul className="grid gap-1.5">
                    {category.subcategories.map((sub) => (
                      <li key={sub.slug}>
                        <label className="flex min-h-8 items-center gap-2 text-sm text-gray-800">
                          <Checkbox
                            checked={field.value.includes(sub.slug)}
                            onCheckedChange={(checked) =>
                              field.onChange(
                                checked
                                  ? [...field.value, sub.slug]
                                  : field.value.filter((s) => s !== sub.slug),
                              )
                            }
                          />
                          {sub.name}
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              />
            ) : (
              <p className="text-sm text-gray-600">{t('business.chooseCategoryFirst')}</p>
            )}
            {errors.subcategories ? (
              <p role="alert" className="text-sm text-danger-700">
                {say(errors.subcategories.message ?? '')}
              </p>
            ) : null}
          </fieldset>
          <FormField label={t('business.phone')} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
          <FormField label={t('business.email')} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('business.website')} error={errors.website?.message}>
            <Input
              type="url"
              placeholder={t('business.websitePlaceholder')}
              {...form.register('website')}
            />
          </FormField>
          <FormField
            label={t('business.address')}
            error={errors.address?.message}
            className="sm:col-span-2"
          >
            <Input autoComplete="street-address" {...form.register('address')} />
          </FormField>
          <FormField label={t('business.city')} error={errors.city?.message}>
            <Input autoComplete="address-level2" {...form.register('city')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('business.state')} error={errors.state?.message}>
              <select className={selectClass} {...form.register('state')}>
                {states.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label={t('business.zip')} error={errors.zip?.message}>
              <Input
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                {...form.register('zip')}
              />
            </FormField>
          </div>
          <fieldset className="space-y-3 sm:col-span-2">
            <legend className="text-sm font-medium text-gray-800">
              {t('business.serviceArea')}
            </legend>
            <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
              <label className="flex min-h-8 items-center gap-2 text-sm text-gray-800">
                <input type="radio" value="radius" {...form.register('serviceArea')} />
                {t('business.withinRadius')}
              </label>
              <label className="flex min-h-8 items-center gap-2 text-sm text-gray-800">
                <input type="radio" value="zips" {...form.register('serviceArea')} />
                {t('business.specificZips')}
              </label>
            </div>
            {serviceArea === 'zips' ? (
              <FormField
                label={t('business.zipsServed')}
                error={errors.serviceZips?.message}
                hint={<span className="text-gray-600">{t('business.zipsHint')}</span>}
              >
                <textarea
                  rows={2}
                  inputMode="numeric"
                  placeholder="94103, 94110"
                  className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-danger-600"
                  {...form.register('serviceZips')}
                />
              </FormField>
            ) : (
              <FormField
                label={t('business.radius')}
                error={errors.serviceRadiusMiles?.message}
                hint={<span className="text-gray-600">{t('business.radiusHint')}</span>}
                className="sm:max-w-xs"
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_SERVICE_RADIUS_MILES}
                  {...form.register('serviceRadiusMiles')}
                />
              </FormField>
            )}
          </fieldset>
          <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-3 text-sm font-medium text-gray-800">
              {t('business.leadSettings')}
            </legend>
            <Controller
              control={form.control}
              name="pausedNewRequests"
              render={({ field }) => (
                <label className="flex min-h-11 items-center gap-3 self-start text-sm text-gray-800 sm:mt-7">
                  <Switch checked={field.value} onCheckedChange={field.onChange} />
                  {t('business.pause')}
                </label>
              )}
            />
            <FormField
              label={t('business.weeklyLimit')}
              error={errors.weeklyRequestCap?.message}
              hint={<span className="text-gray-600">{t('business.weeklyLimitHint')}</span>}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_WEEKLY_REQUEST_CAP}
                {...form.register('weeklyRequestCap')}
              />
            </FormField>
          </fieldset>
          <div className="flex items-center gap-4 sm:col-span-2">
            {currentLogo ? (
              <img
                src={currentLogo}
                alt={t('business.logoPreview')}
                className="h-16 w-16 rounded-lg border border-gray-200 object-cover"
              />
            ) : (
              <span className="flex h-16 w-16 items-center justify-center rounded-lg border border-dashed border-gray-300 text-gray-500">
                <ImagePlus className="h-6 w-6" aria-hidden />
              </span>
            )}
            <label className="text-sm text-gray-800">
              <span className="block font-medium">{t('business.logo')}</span>
              <span className="block text-gray-600">{t('business.logoHint')}</span>
              <FileInput
                accept={acceptedImageTypes('logo')}
                onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
                className="mt-1"
              />
            </label>
          </div>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button variant="outline" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={isSubmitting || (editingId !== null && !existingCompany)}
            >
              {isSubmitting
                ? t('business.saving')
                : t(editingId === null ? 'header.addBusiness' : 'business.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
