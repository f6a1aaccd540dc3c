import { Menu } from 'lucide-react';
import { lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { CountBadge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import type { User } from '@/contract/user';
import { useAddBusiness } from '@/client/components/companies/use-add-business';
import { useSignOut, useUser } from '@/client/data/auth';
import { useCategories } from '@/client/data/categories';
import { useOwnsCompany } from '@/client/data/companies';
import { useUnreadCounts } from '@/client/data/unread';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { type MessageId, useT } from '@/client/lib/i18n';
import { NotificationBell } from '@/client/features/notifications/components/notification-bell';
import {
  ACCOUNT_TRIGGER,
  AccountTriggerLabel,
  CATEGORIES_TRIGGER,
  CategoriesTriggerLabel,
} from './header-triggers';
import { LanguageLink } from './language-link';

const loadMenus = () => import('./header-menus');
const CategoriesMenu = lazy(async () => ({ default: (await loadMenus()).CategoriesMenu }));
const AccountMenu = lazy(async () => ({ default: (await loadMenus()).AccountMenu }));

export function Header() {
  const t = useT();
  const { data: user } = useUser();
  const unreadCounts = useUnreadCounts();
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-6 px-4">
        <Link href="/" className="flex items-center gap-2 rounded-md">
          <img src="/images/logo.svg" alt="DZO Logo" width={36} height={36} className="h-9 w-9" />
          <span className="text-lg font-bold tracking-tight text-gray-900">QuoteLocal</span>
        </Link>
        <nav aria-label={t('header.mainNav')} className="hidden items-center gap-1 md:flex">
          <NavLink href="/" label="header.home" />
          <NavLink href="/about" label="header.aboutUs" />
          <DeferredMenu className={CATEGORIES_TRIGGER} label={<CategoriesTriggerLabel />}>
            {(defaultOpen) => <CategoriesMenu defaultOpen={defaultOpen} />}
          </DeferredMenu>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageLink className="hidden rounded-md px-2 text-sm font-medium text-gray-700 hover:bg-gray-100 lg:inline-flex" />
          {user ? <NotificationBell /> : null}
          <div className="hidden items-center gap-2 md:flex">
            {user ? (
              <DeferredMenu
                className={ACCOUNT_TRIGGER}
                label={<AccountTriggerLabel user={user} total={unreadCounts.total} />}
              >
                {(defaultOpen) => <AccountMenu user={user} defaultOpen={defaultOpen} />}
              </DeferredMenu>
            ) : user === null ? (
              <SignedOutActions />
            ) : null}
          </div>
          <MobileMenu user={user ?? null} unread={unreadCounts} />
        </div>
      </div>
    </header>
  );
}

function NavLink({ href, label }: { href: string; label: MessageId }) {
  const t = useT();
  const [location] = useLocation();
  const active = location === href;
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`rounded-md px-3 py-2 text-sm font-medium ${active ? 'text-brand-800' : 'text-gray-700 hover:bg-gray-100'}`}
    >
      {t(label)}
    </Link>
  );
}

/**
 * A menu whose code (Radix, positioning) loads when it is first wanted: the pointer reaches its
 * button, or a touch or click (Enter or Space from the keyboard). Until it arrives the same button
 * stands in (a transition keeps it on screen meanwhile); a click on it opens the menu as soon as
 * the code is there.
 */
function DeferredMenu({
  className,
  label,
  children,
}: {
  className: string;
  label: ReactNode;
  children: (defaultOpen: boolean) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const want = (open: boolean) =>
    startTransition(() => {
      setWanted(true);
      if (open) setOpenOnLoad(true);
    });
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      className={className}
      onPointerEnter={() => want(false)}
      onTouchStart={() => want(false)}
      onClick={() => want(true)}
    >
      {label}
    </button>
  );
  return <Suspense fallback={standIn}>{wanted ? children(openOnLoad) : standIn}</Suspense>;
}

function SignedOutActions() {
  const t = useT();
  const dialogs = useAuthDialogs();
  return (
    <>
      <Button variant="ghost" onClick={() => dialogs.show('login')}>
        {t('header.logIn')}
      </Button>
      <Button onClick={() => dialogs.show('signup')}>{t('header.signUp')}</Button>
    </>
  );
}

/** Under 768 px the header collapses into a menu panel; its button and entries count unread. */
function MobileMenu({
  user,
  unread,
}: {
  user: User | null;
  unread: ReturnType<typeof useUnreadCounts>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ownsCompany = useOwnsCompany();
  const dialogs = useAuthDialogs();
  const { data: categories } = useCategories();
  const signOut = useSignOut();
  const addBusiness = useAddBusiness();
  const close = () => setOpen(false);
  const item =
    'flex min-h-11 items-center rounded-md px-3 text-base text-gray-800 hover:bg-gray-100';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative md:hidden"
          aria-label={
            user && unread.total > 0
              ? t('header.openMenuUnread', { count: unread.total })
              : t('header.openMenu')
          }
        >
          <Menu className="h-6 w-6" aria-hidden />
          {user && unread.total > 0 ? (
            <span
              aria-hidden
              className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-700 px-1 text-xs font-semibold text-white ring-2 ring-white"
            >
              {unread.total > 99 ? '99+' : unread.total}
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={user ? t('header.hi', { name: user.firstName }) : t('header.menu')}
        placement="right"
        closeLabel={t('header.closeMenu')}
      >
        <div className="mb-4 flex flex-col gap-2 border-b border-gray-200 pb-4">
          {user ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  close();
                  addBusiness();
                }}
              >
                {t('header.addBusiness')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  close();
                  signOut();
                }}
              >
                {t('header.logout')}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  close();
                  dialogs.show('login');
                }}
              >
                {t('header.logIn')}
              </Button>
              <Button
                onClick={() => {
                  close();
                  dialogs.show('signup');
                }}
              >
                {t('header.signUp')}
              </Button>
            </>
          )}
        </div>
        <nav
          aria-label={t('header.mobileNav')}
          className="flex flex-col gap-1"
          onClick={(e) => (e.target as HTMLElement).closest('a') && close()}
        >
          <Link href="/" className={item}>
            {t('header.home')}
          </Link>
          <Link href="/about" className={item}>
            {t('header.aboutUs')}
          </Link>
          {user ? (
            <>
              <Link href="/profile" className={item}>
                {t('header.profile')}
              </Link>
              <Link href="/quotes" className={`${item} justify-between gap-2`}>
                {t('header.myQuotes')}
                <CountBadge
                  count={unread.quotes}
                  label={t('header.unread', { count: unread.quotes })}
                />
              </Link>
              {ownsCompany ? (
                <Link href="/vendorquotes" className={`${item} justify-between gap-2`}>
                  {t('header.vendorQuotes')}
                  <CountBadge
                    count={unread.vendor}
                    label={t('header.unread', { count: unread.vendor })}
                  />
                </Link>
              ) : null}
              {user.isAdmin ? (
                <Link href="/admin" className={item}>
                  {t('header.adminDashboard')}
                </Link>
              ) : null}
            </>
          ) : null}
          <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-gray-600">
            {t('header.browseCategories')}
          </p>
          {(categories ?? []).map((c) => (
            <Link key={c.id} href={`/categories/${c.slug}`} className={item}>
              {c.name}
            </Link>
          ))}
          <LanguageLink className={`${item} mt-4`} />
        </nav>
      </DialogContent>
    </Dialog>
  );
}
