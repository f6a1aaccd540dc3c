import { adminSearchQuerySchema } from '@/contract/moderation';
import { useAdminCompanies } from '@/client/data/admin';
import { AdminLayout } from '../components/admin-layout';
import { QueryResult } from '../components/query-result';
import { CompanyRow } from '../components/records';
import { SearchBox } from '../components/search-box';
import { SearchResults } from '../components/search-results';
import { useAddressQuery } from '../components/use-address-query';

function CompanySearch() {
  const [search, setSearch] = useAddressQuery(adminSearchQuerySchema);
  const companies = useAdminCompanies(search.q, search.page);
  return (
    <>
      <SearchBox
        key={search.q}
        initial={search.q}
        label="Search businesses"
        placeholder="Business name or owner's e-mail address"
        onSearch={(q) => setSearch({ q, page: 1 })}
      />
      <QueryResult query={companies} what="the businesses">
        {({ companies: list, pagination }) => (
          <SearchResults
            q={search.q}
            label="Businesses"
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
  return (
    <AdminLayout title="Businesses">
      <CompanySearch />
    </AdminLayout>
  );
}
