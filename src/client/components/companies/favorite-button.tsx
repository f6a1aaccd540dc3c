import { Star } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';

export function FavoriteButton({
  companyName,
  isFavorite,
  onToggle,
  className,
}: {
  companyName: string;
  isFavorite: boolean;
  onToggle: () => void;
  className?: string;
}) {
  const t = useT();
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={t(isFavorite ? 'company.removeFavorite' : 'company.addFavorite', {
        name: companyName,
      })}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
      className={cn(
        'flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-amber-50',
        isFavorite ? 'text-amber-500' : 'text-gray-500 hover:text-amber-600',
        className,
      )}
    >
      <Star className="h-5 w-5" fill={isFavorite ? 'currentColor' : 'none'} aria-hidden />
    </button>
  );
}
