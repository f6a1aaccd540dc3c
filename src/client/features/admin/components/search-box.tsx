import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useT } from '@/client/lib/i18n';

/** A search form starting from `initial`: `onSearch` gets the text when it is sent (Enter or the button). */
export function SearchBox({
  label,
  placeholder,
  initial,
  onSearch,
}: {
  label: string;
  placeholder: string;
  initial: string;
  onSearch: (q: string) => void;
}) {
  const t = useT();
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      aria-label={label}
      className="mt-4 flex max-w-xl gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={200}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit">
        <Search className="h-4 w-4" aria-hidden /> {t('admin.searchButton')}
      </Button>
    </form>
  );
}
