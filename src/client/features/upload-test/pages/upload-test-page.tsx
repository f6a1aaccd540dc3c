import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { useUser } from '@/client/data/auth';
import { uploadObjectWithProgress, type UploadResponse } from '@/client/data/uploads';
import { messageOf } from '@/client/lib/api-client';

/** A small page to try the upload pipeline by hand. */
export function UploadTestPage() {
  const { data: user } = useUser();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<UploadResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setResult(null);
    if (!file) {
      setError('Please select a file first');
      return;
    }
    setBusy(true);
    try {
      setResult(await uploadObjectWithProgress(file, setProgress));
    } catch (e) {
      setError(`Upload failed: ${messageOf(e, 'please try again')}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">Image upload test</h1>
      <p className="mt-2 text-sm text-gray-700">
        Uploads go to <code>/api/upload/single</code>: images only (checked by their content), up to
        5 MB.
        {user ? null : ' Log in first: uploads need an account.'}
      </p>
      <form
        onSubmit={(e) => void submit(e)}
        className="mt-6 space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <label className="block text-sm font-medium text-gray-800">
          Image file
          <input
            type="file"
            accept="image/*"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm"
          />
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? `Uploading... ${progress}%` : 'Upload'}
        </Button>
        {error ? (
          <p role="alert" className="text-sm text-danger-700">
            {error}
          </p>
        ) : null}
        {result ? (
          <div role="status" className="space-y-2 text-sm">
            <p>
              Stored as object <strong>{result.objectId}</strong>.
            </p>
            <img
              src={`/api/objects/${result.objectId}?variant=web`}
              alt="The uploaded file"
              className="max-h-64 rounded-lg border border-gray-200"
            />
          </div>
        ) : null}
      </form>
    </div>
  );
}
