import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { QuoteImage } from '@/contract/quote';
import { Button } from '@/client/components/ui/button';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { acceptedImageTypes, checkImageFile } from '@/client/lib/image-file';
import { toast, toastError } from '@/client/lib/toast';
import { useDeleteQuoteImage, useUploadQuoteImage } from '@/client/data/quotes';

interface QuoteImagesProps {
  quoteId: number;
  images: QuoteImage[];
  /** Called before an upload starts; resolves to a function that restores the form afterwards. */
  beforeUpload: () => Promise<() => void>;
}

/** The draft's Project Images: Add Image with progress, per-image remove. */
export function QuoteImages({ quoteId, images, beforeUpload }: QuoteImagesProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadQuoteImage(quoteId, setProgress);
  const remove = useDeleteQuoteImage(quoteId);

  const choose = async (file: File | undefined) => {
    if (!file || !checkImageFile('quoteImage', file)) return;
    const restore = await beforeUpload();
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: 'Image uploaded',
          description: 'Your image has been added to the quote.',
        }),
      onError: (error) => toastError('Upload failed', error, 'Failed to upload image'),
      onSettled: () => {
        setProgress(null);
        if (input.current) input.current.value = '';
        restore();
      },
    });
  };

  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">Project Images</legend>
      {images.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No images uploaded yet</p>
      ) : (
        <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((image, i) => (
            <li key={image.id} className="relative">
              <img
                src={`${image.objectUrl}?variant=thumb`}
                alt={image.caption ?? `Project image ${i + 1}`}
                className="aspect-square w-full rounded-lg border border-gray-200 object-cover"
              />
              <button
                type="button"
                onClick={() =>
                  remove.mutate(image.id, {
                    onSuccess: () =>
                      toast({
                        variant: 'success',
                        title: 'Image deleted',
                        description: 'The image has been removed from your quote.',
                      }),
                    onError: () =>
                      toast({
                        variant: 'destructive',
                        title: 'Error',
                        description: 'Failed to delete image',
                      }),
                  })
                }
                aria-label={`Remove project image ${i + 1}`}
                className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-gray-800 shadow hover:bg-white"
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept={acceptedImageTypes('quoteImage')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button
        variant="outline"
        className="mt-3"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        <ImagePlus className="h-4 w-4" aria-hidden />{' '}
        {upload.isPending ? 'Uploading...' : 'Add Image'}
      </Button>
      {progress !== null ? (
        <ProgressBar percent={progress} label="Upload progress" className="mt-2" />
      ) : null}
    </fieldset>
  );
}
