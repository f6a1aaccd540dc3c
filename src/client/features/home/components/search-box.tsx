import { MapPin, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { localStore } from '../../../lib/local-store';

const POSTAL_CODE = /^\d{5}(-\d{4})?$/;

/** Text + ZIP + Search: submitted only with non-empty text; the ZIP is remembered as the postal code. */
export function SearchBox() {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [zip, setZip] = useState(localStore.postalCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    const location = zip.trim();
    const params = new URLSearchParams({ q });
    if (location) params.set('location', location);
    if (POSTAL_CODE.test(location)) localStore.setPostalCode(location);
    navigate(`/search?${params.toString()}`);
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex w-full flex-col gap-2 rounded-xl bg-white p-2 shadow-lg sm:flex-row sm:items-center"
    >
      <label className="flex flex-1 items-center gap-2 px-2">
        <Search className="h-5 w-5 shrink-0 text-gray-500" aria-hidden />
        <span className="sr-only">What do you need done?</span>
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Describe your project"
          className="h-11 w-full bg-transparent text-base text-gray-900 outline-none placeholder:text-gray-500"
        />
      </label>
      <label className="flex items-center gap-2 border-gray-200 px-2 sm:w-36 sm:border-l">
        <MapPin className="h-5 w-5 shrink-0 text-gray-500" aria-hidden />
        <span className="sr-only">ZIP code</span>
        <input
          value={zip}
          onChange={(e) => setZip(e.target.value.replace(/[^\d]/g, '').slice(0, 5))}
          inputMode="numeric"
          maxLength={5}
          placeholder="ZIP code"
          autoComplete="postal-code"
          className="h-11 w-full bg-transparent text-base text-gray-900 outline-none placeholder:text-gray-500"
        />
      </label>
      <Button type="submit" size="lg">
        Search
      </Button>
    </form>
  );
}
