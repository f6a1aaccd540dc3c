import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MAX_COMPANY_PHOTOS } from '@/contract/business';
import type { CompanyImage, CompanySummary } from '@/contract/company';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Input } from '@/client/components/ui/input';
import { useCompanyImages, useDeletePhoto, useUpdatePhoto } from '@/client/data/companies';
import { toast, toastError } from '@/client/lib/toast';
import { PhotoUploadForm } from './photo-upload-form';

export function PhotoManager({ company }: { company: CompanySummary }) {
  const { data: images, isPending, isError } = useCompanyImages(company.id);
  const photos = images ?? [];
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold text-gray-900">Photos of {company.name}</h2>
        <p className="text-sm text-gray-600">
          {photos.length} of {MAX_COMPANY_PHOTOS} photos · JPG, PNG, GIF or SVG, up to 5 MB each.
          The first photo is the banner of your listing.
        </p>
      </div>
      {photos.length < MAX_COMPANY_PHOTOS ? <PhotoUploadForm companyId={company.id} /> : null}
      {isPending ? (
        <div className="h-40 animate-pulse rounded-xl bg-gray-200" aria-busy="true" />
      ) : isError ? (
        <p className="text-danger-700">Error loading images</p>
      ) : photos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600">
          No photos available
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
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePhoto(companyId);
  const remove = useDeletePhoto(companyId);

  const saveCaption = () =>
    update.mutate(
      { imageId: photo.id, caption },
      {
        onSuccess: () => toast({ variant: 'success', title: 'Photo updated' }),
        onError: (error) => toastError('Update failed', error, 'Failed to update photo'),
      },
    );

  /** Reorder swaps the display order with the neighbour (the server swaps both in one transaction). */
  const move = (neighbour: CompanyImage | undefined) => {
    if (!neighbour) {
      toast({
        variant: 'destructive',
        title: 'Reorder failed',
        description: 'No photo to swap with',
      });
      return;
    }
    update.mutate(
      { imageId: photo.id, displayOrder: neighbour.displayOrder },
      {
        onError: (error) => toastError('Reorder failed', error, 'Failed to update photo'),
      },
    );
  };

  // mutateAsync, not mutate: this row is gone once the list refreshes without the photo.
  const confirmDelete = () =>
    remove.mutateAsync(photo.id).then(
      () => toast({ variant: 'success', title: 'Photo deleted' }),
      (error: unknown) => toastError('Delete failed', error, 'Failed to delete photo'),
    );

  const label = photo.caption || `Photo ${photo.displayOrder + 1}`;
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
          aria-label={`Caption of ${label}`}
          placeholder="Caption"
        />
        <Button
          variant="outline"
          size="sm"
          onClick={saveCaption}
          disabled={caption === (photo.caption ?? '') || update.isPending}
        >
          Save
        </Button>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          disabled={!previous || update.isPending}
          onClick={() => move(previous)}
          aria-label={`Move ${label} up`}
        >
          <ArrowUp className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          disabled={!next || update.isPending}
          onClick={() => move(next)}
          aria-label={`Move ${label} down`}
        >
          <ArrowDown className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${label}`}
          className="text-danger-700"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete photo"
        description="Are you sure you want to delete this photo? This action cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </li>
  );
}
