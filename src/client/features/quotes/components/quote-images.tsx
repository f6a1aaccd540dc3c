import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { QuoteImage } from '@/contract/quote';
import { Button } from '@/client/components/ui/button';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { RefusedFiles } from '@/client/components/ui/refused-files';
import { acceptedImageTypes, checkImageFile } from '@/client/lib/image-file';
import { useContractMessage, useT } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { toastUploaded, uploadEach, type RefusedFile } from '@/client/lib/upload-each';
import { useDeleteQuoteImage, useUploadQuoteImage } from '@/client/data/quotes';

interface QuoteImagesProps {
  quoteId: number;
  images: QuoteImage[];
  /** Called before an upload starts; resolves to a function that restores the form afterwards. */
  beforeUpload: () => Promise<() => void>;
}

/** The draft's Project Images: Add Image (one or several at once) with progress, per-image remove. */
export function QuoteImages({ quoteId, images, beforeUpload }: QuoteImagesProps) {
  const t = useT();
  const say = useContractMessage();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{
    index: number;
    count: number;
    percent: number;
  } | null>(null);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const upload = useUploadQuoteImage(quoteId, (percent) =>
    setProgress((current) => current && { ...current, percent }),
  );
  const remove = useDeleteQuoteImage(quoteId);

  const choose = async (files: File[]) => {
    const several = files.length > 1;
    setRefused([]);
    if (files.length === 0 || (!several && !checkImageFile('quoteImage', files[0], say))) return;
    const restore = await beforeUpload();
    const failed = await uploadEach(
      'quoteImage',
      files,
      (file, index) => {
        setProgress({ index, count: files.length, percent: 0 });
        return upload.mutateAsync(file);
      },
      t('images.uploadFailed'),
      say,
    );
    setProgress(null);
    if (input.current) input.current.value = '';
    restore();
    setRefused(several ? failed : []);
    toastUploaded(files.length, failed, {
      title: t('images.uploaded'),
      added: (count) => t('images.added', { count }),
      failed: t('images.failed'),
      someRefused: (refusedCount, count) => t('images.someRefused', { refusedCount, count }),
    });
  };

  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">{t('images.title')}</legend>
      {images.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('images.none')}</p>
      ) : (
        <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((image, i) => (
            <li key={image.id} className="relative">
              <img
                src={`${image.objectUrl}?variant=thumb`}
                alt={image.caption ?? t('images.alt', { n: i + 1 })}
                className="aspect-square w-full rounded-lg border border-gray-200 object-cover"
              />
              <button
                type="button"
                onClick={() =>
                  remove.mutate(image.id, {
                    onSuccess: () =>
                      toast({
                        variant: 'success',
                        title: t('images.deleted'),
                        description: t('images.deletedText'),
                      }),
                    onError: () =>
                      toast({
                        variant: 'destructive',
                        title: t('common.error'),
                        description: t('images.deleteFailed'),
                      }),
                  })
                }
                aria-label={t('images.remove', { n: i + 1 })}
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
        multiple
        onChange={(e) => void choose(Array.from(e.target.files ?? []))}
      />
      <Button
        variant="outline"
        className="mt-3"
        disabled={progress !== null}
        onClick={() => input.current?.click()}
      >
        <ImagePlus className="h-4 w-4" aria-hidden />{' '}
        {progress === null
          ? t('images.add')
          : progress.count > 1
            ? t('images.uploadingOf', { n: progress.index + 1, count: progress.count })
            : t('images.uploading')}
      </Button>
      {progress !== null ? (
        <ProgressBar percent={progress.percent} label={t('images.progress')} className="mt-2" />
      ) : null}
      <RefusedFiles files={refused} className="mt-2" />
    </fieldset>
  );
}
