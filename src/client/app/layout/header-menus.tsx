import { LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { CountBadge } from '@/client/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import type { User } from '@/contract/user';
import { useAddBusiness } from '@/client/components/companies/use-add-business';
import { useSignOut } from '@/client/data/auth';
import { useCategories } from '@/client/data/categories';
import { useOwnsCompany } from '@/client/data/companies';
import { useUnreadCounts } from '@/client/data/unread';
import {
  ACCOUNT_TRIGGER,
  AccountTriggerLabel,
  CATEGORIES_TRIGGER,
  CategoriesTriggerLabel,
} from './header-triggers';

/** The header's drop-down menus: loaded after the first script (see DeferredMenu in header.tsx). */
export function CategoriesMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const { data: categories } = useCategories();
  const [, navigate] = useLocation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={CATEGORIES_TRIGGER}>
        <CategoriesTriggerLabel />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Browse Categories</DropdownMenuLabel>
        {(categories ?? []).map((category) => (
          <DropdownMenuItem
            key={category.id}
            onSelect={() => navigate(`/categories/${category.slug}`)}
          >
            {category.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function AccountMenu({ user, defaultOpen }: { user: User; defaultOpen: boolean }) {
  const [, navigate] = useLocation();
  const unreadCounts = useUnreadCounts();
  const ownsCompany = useOwnsCompany();
  const signOut = useSignOut();
  const addBusiness = useAddBusiness();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={ACCOUNT_TRIGGER}>
        <AccountTriggerLabel user={user} total={unreadCounts.total} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => navigate('/profile')}>Profile</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/quotes')}>
          My Quotes{' '}
          <CountBadge count={unreadCounts.quotes} label={`${unreadCounts.quotes} unread`} />
        </DropdownMenuItem>
        {ownsCompany ? (
          <DropdownMenuItem onSelect={() => navigate('/vendorquotes')}>
            Vendor Quotes{' '}
            <CountBadge count={unreadCounts.vendor} label={`${unreadCounts.vendor} unread`} />
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => navigate('/about')}>About Us</DropdownMenuItem>
        <DropdownMenuItem onSelect={addBusiness}>Add Business</DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>Admin Dashboard</DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut className="h-4 w-4" aria-hidden /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
