import type { RefusedFile } from '@/client/lib/upload-each';
import { cn } from '@/client/lib/cn';

/** The files of an upload that were refused, each by name with the reason. */
export function RefusedFiles({ files, className }: { files: RefusedFile[]; className?: string }) {
  if (files.length === 0) return null;
  return (
    <div role="alert" className={cn('text-sm text-danger-700', className)}>
      <p className="font-medium">Not uploaded:</p>
      <ul className="mt-1 list-inside list-disc">
        {files.map((file, i) => (
          <li key={i}>
            {file.name}: {file.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
