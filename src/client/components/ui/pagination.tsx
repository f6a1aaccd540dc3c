import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '@/client/lib/i18n';
import { Button } from './button';

/** Previous / 'Page X of Y' / Next; nothing for a single page. */
export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden /> {t('pagination.previous')}
      </Button>
      <span className="text-sm text-gray-700">{t('pagination.pageOf', { page, totalPages })}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('pagination.next')} <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
