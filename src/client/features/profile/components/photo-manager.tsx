import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MAX_COMPANY_PHOTOS } from '@/contract/business';
import type { CompanyImage, CompanySummary } from '@/contract/company';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Input } from '@/client/components/ui/input';
import { useCompanyImages, useDeletePhoto, useUpdatePhoto } from '@/client/data/companies';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { PhotoUploadForm } from './photo-upload-form';

export function PhotoManager({ company }: { company: CompanySummary }) {
  const t = useT();
  const { data: images, isPending, isError } = useCompanyImages(company.id);
  const photos = images ?? [];
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold text-gray-900">
          {t('photoManager.title', { name: company.name })}
        </h2>
        <p className="text-sm text-gray-600">
          {t('photoManager.limits', { count: photos.length, max: MAX_COMPANY_PHOTOS })}
        </p>
      </div>
      {photos.length < MAX_COMPANY_PHOTOS ? <PhotoUploadForm companyId={company.id} /> : null}
      {isPending ? (
        <div className="h-40 animate-pulse rounded-xl bg-gray-200" aria-busy="true" />
      ) : isError ? (
        <p className="text-danger-700">{t('photos.loadError')}</p>
      ) : photos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600">
          {t('photos.none')}
        </p>
      ) : (
        <ol className="space-y-3">
          {photos.map((photo, index) => (
            <PhotoRow
              key={photo.id}
              companyId={company.id}
              photo={photo}
              previous={photos[index - 1]}
              next={photos[index + 1]}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function PhotoRow({
  companyId,
  photo,
  previous,
  next,
}: {
  companyId: number;
  photo: CompanyImage;
  previous: CompanyImage | undefined;
  next: CompanyImage | undefined;
}) {
  const t = useT();
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePhoto(companyId);
  const remove = useDeletePhoto(companyId);

  const saveCaption = () =>
    update.mutate(
      { imageId: photo.id, caption },
      {
        onSuccess: () => toast({ variant: 'success', title: t('photoManager.updated') }),
        onError: (error) =>
          toastError(t('photoManager.updateFailed'), error, t('photoManager.updateFailedLong')),
      },
    );

  /** Reorder swaps the display order with the neighbour (the server swaps both in one transaction). */
  const move = (neighbour: CompanyImage | undefined) => {
    if (!neighbour) {
      toast({
        variant: 'destructive',
        title: t('photoManager.reorderFailed'),
        description: t('photoManager.noNeighbour'),
      });
      return;
    }
    update.mutate(
      { imageId: photo.id, displayOrder: neighbour.displayOrder },
      {
        onError: (error) =>
          toastError(t('photoManager.reorderFailed'), error, t('photoManager.updateFailedLong')),
      },
    );
  };

  // mutateAsync, not mutate: this row is gone once the list refreshes without the photo.
  const confirmDelete = () =>
    remove.mutateAsync(photo.id).then(
      () => toast({ variant: 'success', title: t('photoManager.deleted') }),
      (error: unknown) =>
        toastError(t('photoManager.deleteFailed'), error, t('photoManager.deleteFailedLong')),
    );

  const label = photo.caption || t('photoManager.photoN', { n: photo.displayOrder + 1 });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <img
        src={`${photo.objectUrl}?variant=thumb`}
        alt={label}
        width={120}
        height={80}
        className="h-20 w-32 rounded-lg bg-gray-100 object-cover"
        loading="lazy"
      />
      <div className="flex flex-1 items-center gap-2">
        <Input
          value={caption}
          maxLength={300}
          onChange={(e) => setCaption(e.target.value)}
          aria-label={t('photoManager.captionOf', { label })}
          placeholder={t('photoManager.caption')}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={saveCaption}
          disabled={caption === (photo.caption ?? '') || update.isPending}
        >
          {t('photoManager.save')}
        </Button>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          disabled={!previous || update.isPending}
          onClick={() => move(previous)}
          aria-label={t('photoManager.moveUp', { label })}
        >
          <ArrowUp className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          disabled={!next || update.isPending}
          onClick={() => move(next)}
          aria-label={t('photoManager.moveDown', { label })}
        >
          <ArrowDown className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setConfirming(true)}
          aria-label={t('photoManager.deleteOf', { label })}
          className="text-danger-700"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('photoManager.deleteTitle')}
        description={t('photoManager.deleteConfirm')}
        confirmLabel={t('photoManager.delete')}
        destructive
        onConfirm={confirmDelete}
      />
    </li>
  );
}
