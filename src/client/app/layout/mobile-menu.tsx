import { Link } from 'wouter';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { CountBadge } from '@/client/components/ui/badge';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import type { User } from '@/contract/user';
import { useAddBusiness } from '@/client/components/companies/use-add-business';
import { useSignOut } from '@/client/data/auth-actions';
import { useCategories } from '@/client/data/categories';
import { useOwnsCompany } from '@/client/data/companies';
import type { useUnreadCounts } from '@/client/data/unread';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { useT } from '@/client/lib/i18n';
import { MobileMenuButton } from './header-triggers';
import { LanguageLink } from './language-link';

/**
 * Under 768 px the header collapses into a menu panel; its button and entries count unread. Its
 * code (the dialog's) loads when first wanted (header.tsx).
 */
export function MobileMenu({
  user,
  unread,
  defaultOpen,
}: {
  user: User | null;
  unread: ReturnType<typeof useUnreadCounts>;
  defaultOpen: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const ownsCompany = useOwnsCompany();
  const dialogs = useAuthDialogs();
  const { data: categories } = useCategories();
  const signOut = useSignOut();
  const addBusiness = useAddBusiness();
  const close = () => setOpen(false);
  /** A button's click: the menu closes, then the action (a dialog, a sign-out) runs. */
  const closeThen = (action: () => void) => () => {
    close();
    action();
  };
  const item =
    'flex min-h-11 items-center rounded-md px-3 text-base text-gray-800 hover:bg-gray-100';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <MobileMenuButton user={user} unreadTotal={unread.total} />
      </DialogTrigger>
      <DialogContent
        title={user ? t('header.hi', { name: user.firstName }) : t('header.menu')}
        placement="right"
        closeLabel={t('header.closeMenu')}
      >
        <div className="mb-4 flex flex-col gap-2 border-b border-gray-200 pb-4">
          {user ? (
            <>
              <Button variant="outline" onClick={closeThen(addBusiness)}>
                {t('header.addBusiness')}
              </Button>
              <Button variant="ghost" onClick={closeThen(signOut)}>
                {t('header.logout')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={closeThen(() => dialogs.show('login'))}>
                {t('header.logIn')}
              </Button>
              <Button onClick={closeThen(() => dialogs.show('signup'))}>
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
