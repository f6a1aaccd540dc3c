import { MapPin } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { localStore } from '@/client/lib/local-store';
import { useBrowserValue } from '@/client/lib/use-browser-value';

const INVALID_ZIP = 'Please enter a valid 5-digit ZIP code.';

/**
 * The category page's ZIP box: the businesses near a ZIP, nearest first, or (once one is set)
 * everywhere again. Until the person types, it offers the ZIP this browser used last.
 */
export function ZipFilter({
  zip,
  onChange,
}: {
  /** The ZIP the page lists near, or ''. */
  zip: string;
  onChange: (zip: string) => void;
}) {
  const storedZip = useBrowserValue(localStore.postalCode, '');
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const value = typed ?? (zip || storedZip);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{5}$/.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setTyped(null);
    onChange(value);
  };

  return (
    <form
      role="search"
      aria-label="Businesses near a ZIP code"
      onSubmit={submit}
      noValidate
      className="mt-4 flex flex-wrap items-end gap-2"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="category-zip" className="text-sm font-medium text-gray-800">
          Near ZIP code
        </label>
        <Input
          id="category-zip"
          value={value}
          onChange={(event) => setTyped(event.target.value.replace(/[^\d]/g, '').slice(0, 5))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="ZIP code"
          aria-invalid={invalid}
          aria-describedby={invalid ? 'category-zip-error' : undefined}
          className="w-32"
        />
      </div>
      <Button type="submit" variant="outline" className="h-11">
        <MapPin className="h-4 w-4" aria-hidden />
        Show nearest
      </Button>
      {zip ? (
        <Button type="button" variant="ghost" className="h-11" onClick={() => onChange('')}>
          Show everywhere
        </Button>
      ) : null}
      {invalid ? (
        <p id="category-zip-error" role="alert" className="w-full text-sm text-danger-700">
          {INVALID_ZIP}
        </p>
      ) : null}
    </form>
  );
}
