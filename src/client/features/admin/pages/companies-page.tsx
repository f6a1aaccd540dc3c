import { adminSearchQuerySchema } from '@/contract/moderation';
import { useAdminCompanies } from '@/client/data/admin';
import { useT } from '@/client/lib/i18n';
import { AdminLayout } from '../components/admin-layout';
import { QueryResult } from '../components/query-result';
import { CompanyRow } from '../components/records';
import { SearchBox } from '../components/search-box';
import { SearchResults } from '../components/search-results';
import { useAddressQuery } from '../components/use-address-query';

function CompanySearch() {
  const t = useT();
  const [search, setSearch] = useAddressQuery(adminSearchQuerySchema);
  const companies = useAdminCompanies(search.q, search.page);
  return (
    <>
      <SearchBox
        key={search.q}
        initial={search.q}
        label={t('admin.search.companies')}
        placeholder={t('admin.search.companiesHint')}
        onSearch={(q) => setSearch({ q, page: 1 })}
      />
      <QueryResult query={companies} failure={t('admin.loadFailed.companies')}>
        {({ companies: list, pagination }) => (
          <SearchResults
            q={search.q}
            label={t('admin.nav.companies')}
            pagination={pagination}
            onPage={(page) => setSearch({ ...search, page })}
          >
            {list.map((company) => (
              <CompanyRow key={company.id} company={company} />
            ))}
          </SearchResults>
        )}
      </QueryResult>
    </>
  );
}

/** /admin/companies: find a business by its name or its owner's e-mail address and open it. */
export function AdminCompaniesPage() {
  const t = useT();
  return (
    <AdminLayout title={t('admin.nav.companies')}>
      <CompanySearch />
    </AdminLayout>
  );
}
