import type { RefusedFile } from '@/client/lib/upload-each';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';

/** The files of an upload that were refused, each by name with the reason. */
export function RefusedFiles({ files, className }: { files: RefusedFile[]; className?: string }) {
  const t = useT();
  if (files.length === 0) return null;
  return (
    <div role="alert" className={cn('text-sm text-danger-700', className)}>
      <p className="font-medium">{t('upload.notUploaded')}</p>
      <ul className="mt-1 list-inside list-disc">
        {files.map((file, i) => (
          <li key={i}>{t('upload.refusedFile', { name: file.name, reason: file.message })}</li>
        ))}
      </ul>
    </div>
  );
}
