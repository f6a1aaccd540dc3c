import { LogIn, ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { PageEmptyState } from '@/client/components/ui/empty-state';
import { useUser } from '@/client/data/auth';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { cn } from '@/client/lib/cn';

const SECTIONS = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/moderation', label: 'Moderation' },
  { href: '/admin/held-messages', label: 'Held messages' },
  { href: '/admin/blocked-words', label: 'Blocked words' },
  { href: '/admin/audit', label: 'Audit log' },
  { href: '/admin/users', label: 'Users' },
  { href: '/admin/companies', label: 'Businesses' },
] as const;

/** The section an address belongs to: /admin/users/7 is under Users. */
const sectionOf = (pathname: string) =>
  [...SECTIONS].reverse().find(({ href }) => pathname === href || pathname.startsWith(`${href}/`))
    ?.href;

/** The admin sections, wrapping onto a second line on a phone rather than hiding one. */
function AdminNav() {
  const [pathname] = useLocation();
  const current = sectionOf(pathname);
  return (
    <nav aria-label="Admin" className="border-b border-gray-200 pb-3">
      <ul className="flex flex-wrap gap-1.5">
        {SECTIONS.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={href === current ? 'page' : undefined}
              className={cn(
                'flex min-h-10 items-center rounded-lg px-3 text-sm font-medium',
                href === current
                  ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200'
                  : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminHeading({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <h1 className={cn('text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl', className)}>
      {children}
    </h1>
  );
}

/**
 * Every admin page: for administrators only (a signed-out visitor is offered to log in, anyone
 * else is sent home), with the admin sections above the page. `children` mount only for an
 * administrator, so their queries never ask the API as anyone else. Without a `title` the page
 * draws its own heading (a record's name, once loaded).
 */
export function AdminLayout({ title, children }: { title?: string; children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const [, navigate] = useLocation();
  const dialogs = useAuthDialogs();
  useEffect(() => {
    if (user && !user.isAdmin) navigate('/', { replace: true });
  }, [user, navigate]);

  if (isPending)
    return (
      <div className="mx-auto h-96 max-w-[1200px] animate-pulse px-4 py-10" aria-busy="true" />
    );
  if (!user) {
    // Signed out: an administrator may simply not have logged in yet.
    return (
      <PageEmptyState icon={LogIn} title="Unauthorized Access">
        <p>Please log in with an administrator account to view this page.</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => dialogs.show('login')}>Log In</Button>
          <Button asChild variant="outline">
            <Link href="/">Return to Home</Link>
          </Button>
        </div>
      </PageEmptyState>
    );
  }
  if (!user.isAdmin) {
    return (
      <PageEmptyState icon={ShieldAlert} title="Unauthorized Access">
        <p>This page is for administrators only.</p>
        <Button asChild>
          <Link href="/">Return to Home</Link>
        </Button>
      </PageEmptyState>
    );
  }
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6 sm:py-8">
      <AdminNav />
      {title ? <AdminHeading className="mt-6">{title}</AdminHeading> : null}
      {children}
    </div>
  );
}
