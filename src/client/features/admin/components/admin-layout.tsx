import { LogIn, ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { PageEmptyState } from '@/client/components/ui/empty-state';
import { useUser } from '@/client/data/auth';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';

const SECTIONS = [
  { href: '/admin', label: 'admin.nav.dashboard' },
  { href: '/admin/moderation', label: 'admin.nav.moderation' },
  { href: '/admin/held-messages', label: 'admin.nav.heldMessages' },
  { href: '/admin/credentials', label: 'admin.nav.credentials' },
  { href: '/admin/blocked-words', label: 'admin.nav.blockedWords' },
  { href: '/admin/audit', label: 'admin.nav.audit' },
  { href: '/admin/users', label: 'admin.nav.users' },
  { href: '/admin/companies', label: 'admin.nav.companies' },
] as const;

/** The section an address belongs to: /admin/users/7 is under Users. */
const sectionOf = (pathname: string) =>
  [...SECTIONS].reverse().find(({ href }) => pathname === href || pathname.startsWith(`${href}/`))
    ?.href;

/** The admin sections, wrapping onto a second line on a phone rather than hiding one. */
function AdminNav() {
  const t = useT();
  const [pathname] = useLocation();
  const current = sectionOf(pathname);
  return (
    <nav aria-label={t('admin.nav.label')} className="border-b border-gray-200 pb-3">
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
              {t(label)}
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
  const t = useT();
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
      <PageEmptyState icon={LogIn} title={t('admin.unauthorized')}>
        <p>{t('admin.logInAsAdmin')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => dialogs.show('login')}>{t('admin.logIn')}</Button>
          <Button asChild variant="outline">
            <Link href="/">{t('admin.returnHome')}</Link>
          </Button>
        </div>
      </PageEmptyState>
    );
  }
  if (!user.isAdmin) {
    return (
      <PageEmptyState icon={ShieldAlert} title={t('admin.unauthorized')}>
        <p>{t('admin.adminsOnly')}</p>
        <Button asChild>
          <Link href="/">{t('admin.returnHome')}</Link>
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
