import { MapPin, Search } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useRouter } from 'wouter';
import { useCategoriesWithSubcategories } from '@/client/data/categories';
import { lookUpPostalCode } from '@/client/data/geo';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';
import { localStore } from '@/client/lib/local-store';
import { useBrowserValue } from '@/client/lib/use-browser-value';
import { Button } from '../ui/button';
import { suggestionsFor } from './suggestions';

const POSTAL_CODE = /^\d{5}(-\d{4})?$/;
const HIDE_AFTER_BLUR_MS = 200;

/**
 * Text + ZIP + Search. Suggests category and subcategory names while typing (Up/Down move, Enter or
 * Tab pick, Escape closes). Submits only non-empty text; a valid ZIP is remembered.
 */
export function SearchBox({
  initialText = '',
  initialZip,
  variant = 'hero',
}: {
  initialText?: string;
  initialZip?: string;
  variant?: 'hero' | 'page';
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const [text, setText] = useState(initialText);
  // Until the visitor types, the ZIP this browser used last (read after a server-drawn first render).
  const storedZip = useBrowserValue(localStore.postalCode, '');
  const [typedZip, setZip] = useState<string | null>(initialZip ?? null);
  const zip = typedZip ?? storedZip;
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const textField = useRef<HTMLInputElement>(null);
  const zipField = useRef<HTMLInputElement>(null);
  const listId = useId();
  const { data: categories } = useCategoriesWithSubcategories();
  const suggestions = open ? suggestionsFor(text, categories ?? []) : [];

  useEffect(() => {
    if (zip || localStore.postalCode()) return;
    void lookUpPostalCode().then((postalCode) => {
      if (postalCode) {
        localStore.setPostalCode(postalCode);
        setZip((current) => current || postalCode);
      }
    });
  }, [zip]);
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  // A server-drawn page can be typed into before its code has taken over: the fields then hold
  // words the state does not know. Taken over once, as the box is hydrated, before any render
  // writes the state back into the fields.
  useLayoutEffect(() => {
    const typedText = textField.current?.value ?? '';
    if (typedText !== initialText) setText(typedText);
    const typedZipValue = zipField.current?.value ?? '';
    if (typedZipValue && typedZipValue !== (initialZip ?? '')) setZip(typedZipValue);
    // Only the fields as hydrated: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (query: string) => {
    const q = query.trim();
    if (!q) return;
    setOpen(false);
    const location = zip.trim();
    const params = new URLSearchParams({ q });
    if (location) params.set('location', location);
    if (POSTAL_CODE.test(location)) localStore.setPostalCode(location);
    navigate(`/search?${params.toString()}`);
  };

  const pick = (name: string, andSearch: boolean) => {
    setText(name);
    setOpen(false);
    setHighlighted(-1);
    if (andSearch) submit(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((i) => (i + step + suggestions.length) % suggestions.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && highlighted >= 0) {
      if (event.key === 'Enter') event.preventDefault();
      pick(suggestions[highlighted]!, event.key === 'Enter');
    } else if (event.key === 'Escape') {
      setOpen(false);
      setHighlighted(-1);
    }
  };

  return (
    // action and names: a search sent before the script has taken over (or without it) still
    // reaches the server-rendered results page.
    <form
      role="search"
      action={`${base}/search`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(text);
      }}
      className={cn(
        'relative flex w-full flex-col gap-2 rounded-xl bg-white p-2 sm:flex-row sm:items-center',
        variant === 'hero' ? 'shadow-lg' : 'border border-gray-200 shadow-sm',
      )}
    >
      <div className="relative flex flex-1 items-center gap-2 px-2">
        <Search className="h-5 w-5 shrink-0 text-gray-500" aria-hidden />
        <input
          ref={textField}
          name="q"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setHighlighted(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            hideTimer.current = setTimeout(() => setOpen(false), HIDE_AFTER_BLUR_MS);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('searchBox.describe')}
          aria-label={t('searchBox.describe')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={suggestions.length > 0}
          aria-controls={listId}
          aria-activedescendant={highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
          autoComplete="off"
          className="h-11 w-full bg-transparent text-base text-gray-900 outline-none placeholder:text-gray-500"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('searchBox.suggestions')}
          className={cn(
            'absolute left-0 right-0 top-full z-30 mt-2 overflow-hidden rounded-lg border border-gray-200 bg-white py-1 text-left shadow-lg',
            suggestions.length === 0 && 'hidden',
          )}
        >
          {suggestions.map((name, i) => (
            <li
              key={name}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === highlighted}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(name, true)}
              className={cn(
                'cursor-pointer px-4 py-2.5 text-sm text-gray-800',
                i === highlighted ? 'bg-brand-50 text-brand-900' : 'hover:bg-gray-50',
              )}
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex items-center gap-2 border-gray-200 px-2 sm:w-44 sm:border-l">
        <MapPin className="h-5 w-5 shrink-0 text-gray-500" aria-hidden />
        <input
          ref={zipField}
          name="location"
          aria-label={t('searchBox.zip')}
          value={zip}
          onChange={(e) => setZip(e.target.value.replace(/[^\d]/g, '').slice(0, 5))}
          inputMode="numeric"
          maxLength={5}
          placeholder={t('searchBox.zip')}
          autoComplete="postal-code"
          className="h-11 w-full bg-transparent text-base text-gray-900 outline-none placeholder:text-gray-500"
        />
      </div>
      <Button type="submit" size="lg">
        {t('searchBox.search')}
      </Button>
    </form>
  );
}
