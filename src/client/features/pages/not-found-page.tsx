import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { useT } from '@/client/lib/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-gray-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-gray-700">{t('notFound.body')}</p>
      <Button asChild className="mt-8">
        <Link href="/">{t('notFound.backHome')}</Link>
      </Button>
    </div>
  );
}
