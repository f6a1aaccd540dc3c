import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { FileInput, Input } from '@/client/components/ui/input';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { RefusedFiles } from '@/client/components/ui/refused-files';
import { useUploadPhoto } from '@/client/data/companies';
import { useContractMessage, useT } from '@/client/lib/i18n';
import { acceptedImageTypes, checkImageFile } from '@/client/lib/image-file';
import { toastUploaded, uploadEach, type RefusedFile } from '@/client/lib/upload-each';

/**
 * Photo upload: one file, with its caption, or several at once, each sent on its own through the
 * photo route. A refused file is named with the server's reason; the others are kept.
 */
export function PhotoUploadForm({ companyId }: { companyId: number }) {
  const t = useT();
  const say = useContractMessage();
  const [files, setFiles] = useState<File[]>([]);
  const [caption, setCaption] = useState('');
  const [progress, setProgress] = useState<{ index: number; percent: number } | null>(null);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadPhoto(companyId, (percent) =>
    setProgress((current) => current && { ...current, percent }),
  );
  const several = files.length > 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!several && !checkImageFile('companyPhoto', files[0], say)) return;
    const failed = await uploadEach(
      'companyPhoto',
      files,
      (file, index) => {
        setProgress({ index, percent: 0 });
        return upload.mutateAsync({ file, caption: several ? '' : caption });
      },
      t('photoUpload.uploadFailed'),
      say,
    );
    setProgress(null);
    setFiles([]);
    setCaption('');
    setInputKey((k) => k + 1);
    setRefused(several ? failed : []);
    toastUploaded(files.length, failed, {
      title: t('photoUpload.uploaded'),
      added: (count) => (count > 1 ? t('photoUpload.added', { count }) : undefined),
      failed: t('images.failed'),
      someRefused: (refusedCount, count) => t('photoUpload.someRefused', { refusedCount, count }),
    });
  };

  const busy = progress !== null;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <label className="text-sm font-medium text-gray-800">
        {t('photoUpload.photos')}
        <FileInput
          key={inputKey}
          multiple
          disabled={busy}
          accept={acceptedImageTypes('companyPhoto')}
          onChange={(e) => {
            setFiles(Array.from(e.target.files ?? []));
            setRefused([]);
          }}
          className="mt-1 w-full"
        />
      </label>
      {several ? (
        <p className="text-sm text-gray-600">{t('photoUpload.chosen', { count: files.length })}</p>
      ) : (
        <label className="text-sm font-medium text-gray-800">
          {t('photoUpload.caption')}
          <Input
            value={caption}
            maxLength={300}
            disabled={busy}
            onChange={(e) => setCaption(e.target.value)}
            className="mt-1"
          />
        </label>
      )}
      <Button type="submit" disabled={busy}>
        <Upload className="h-4 w-4" aria-hidden />{' '}
        {!busy
          ? t('photoUpload.upload')
          : several
            ? t('images.uploadingOf', { n: progress.index + 1, count: files.length })
            : t('images.uploading')}
      </Button>
      {busy ? (
        <div className="sm:col-span-3">
          <ProgressBar percent={progress.percent} label={t('images.progress')} />
        </div>
      ) : null}
      <RefusedFiles files={refused} className="sm:col-span-3" />
    </form>
  );
}
