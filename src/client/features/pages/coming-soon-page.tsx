import { Construction } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';

/** Stands in for a page whose feature is still being built. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Construction className="h-12 w-12 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold text-gray-900">{title}</h1>
      <p className="mt-2 text-gray-700">This page is coming soon.</p>
      <Button asChild variant="outline" className="mt-8">
        <Link href="/">Back to Home</Link>
      </Button>
    </div>
  );
}
