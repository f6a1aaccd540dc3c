import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { OnDemand } from '@/client/components/ui/on-demand';
import { useUser } from '@/client/data/auth';
import { useUnreadCounts } from '@/client/data/unread';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { type MessageId, useT } from '@/client/lib/i18n';
import {
  ACCOUNT_TRIGGER,
  AccountTriggerLabel,
  CATEGORIES_TRIGGER,
  CategoriesTriggerLabel,
  MobileMenuButton,
} from './header-triggers';
import { LanguageLink } from './language-link';

const loadMenus = () => import('./header-menus');
const CategoriesMenu = lazy(async () => ({ default: (await loadMenus()).CategoriesMenu }));
const AccountMenu = lazy(async () => ({ default: (await loadMenus()).AccountMenu }));
/** The bell and the notifications' data: loaded for someone signed in, not in the first script. */
const NotificationBell = lazy(async () => ({
  default: (await import('@/client/features/notifications/components/notification-bell'))
    .NotificationBell,
}));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

export function Header() {
  const t = useT();
  const { data: user } = useUser();
  const unreadCounts = useUnreadCounts();
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-6 px-4">
        <Link href="/" className="flex items-center gap-2 rounded-md">
          <img
            src="/images/logo.svg"
            alt={t('header.logoAlt')}
            width={36}
            height={36}
            className="h-9 w-9"
          />
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
          {user ? (
            <Suspense fallback={<span className="h-11 w-11" />}>
              <NotificationBell />
            </Suspense>
          ) : null}
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
          <OnDemand
            standIn={(handlers) => (
              <MobileMenuButton
                user={user ?? null}
                unreadTotal={unreadCounts.total}
                aria-haspopup="dialog"
                aria-expanded={false}
                {...handlers}
              />
            )}
          >
            {(defaultOpen) => (
              <MobileMenu user={user ?? null} unread={unreadCounts} defaultOpen={defaultOpen} />
            )}
          </OnDemand>
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

/** A menu whose code (Radix, positioning) loads when first wanted; the same button stands in. */
function DeferredMenu({
  className,
  label,
  children,
}: {
  className: string;
  label: ReactNode;
  children: (defaultOpen: boolean) => ReactNode;
}) {
  return (
    <OnDemand
      standIn={(handlers) => (
        <button type="button" aria-haspopup="menu" className={className} {...handlers}>
          {label}
        </button>
      )}
    >
      {children}
    </OnDemand>
  );
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
