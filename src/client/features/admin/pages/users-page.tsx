import { adminSearchQuerySchema } from '@/contract/moderation';
import { useAdminUsers } from '@/client/data/admin';
import { useT } from '@/client/lib/i18n';
import { AdminLayout } from '../components/admin-layout';
import { QueryResult } from '../components/query-result';
import { UserRow } from '../components/records';
import { SearchBox } from '../components/search-box';
import { SearchResults } from '../components/search-results';
import { useAddressQuery } from '../components/use-address-query';

function UserSearch() {
  const t = useT();
  const [search, setSearch] = useAddressQuery(adminSearchQuerySchema);
  const users = useAdminUsers(search.q, search.page);
  return (
    <>
      <SearchBox
        key={search.q}
        initial={search.q}
        label={t('admin.search.users')}
        placeholder={t('admin.search.usersHint')}
        onSearch={(q) => setSearch({ q, page: 1 })}
      />
      <QueryResult query={users} failure={t('admin.loadFailed.users')}>
        {({ users: list, pagination }) => (
          <SearchResults
            q={search.q}
            label={t('admin.nav.users')}
            pagination={pagination}
            onPage={(page) => setSearch({ ...search, page })}
          >
            {list.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </SearchResults>
        )}
      </QueryResult>
    </>
  );
}

/** /admin/users: find an account by name or e-mail address and open it. */
export function AdminUsersPage() {
  const t = useT();
  return (
    <AdminLayout title={t('admin.nav.users')}>
      <UserSearch />
    </AdminLayout>
  );
}
