import { MapPin } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useT } from '@/client/lib/i18n';
import { localStore } from '@/client/lib/local-store';
import { useBrowserValue } from '@/client/lib/use-browser-value';

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
  const t = useT();
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
      aria-label={t('category.nearZipForm')}
      onSubmit={submit}
      noValidate
      className="mt-4 flex flex-wrap items-end gap-2"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="category-zip" className="text-sm font-medium text-gray-800">
          {t('category.nearZip')}
        </label>
        <Input
          id="category-zip"
          value={value}
          onChange={(event) => setTyped(event.target.value.replace(/[^\d]/g, '').slice(0, 5))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder={t('searchBox.zip')}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'category-zip-error' : undefined}
          className="w-32"
        />
      </div>
      <Button type="submit" variant="outline" className="h-11">
        <MapPin className="h-4 w-4" aria-hidden />
        {t('category.showNearest')}
      </Button>
      {zip ? (
        <Button type="button" variant="ghost" className="h-11" onClick={() => onChange('')}>
          {t('category.showEverywhere')}
        </Button>
      ) : null}
      {invalid ? (
        <p id="category-zip-error" role="alert" className="w-full text-sm text-danger-700">
          {t('category.invalidZip')}
        </p>
      ) : null}
    </form>
  );
}
