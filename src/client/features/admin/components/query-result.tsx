import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messageOf } from '@/client/lib/api-client';

/** A query's placeholder while it loads, its error, or what `children` draw of its answer. */
export function QueryResult<T>({
  query,
  failure,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is said when it could not load and the API did not say why: "Could not load the audit log." */
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return <div className="mt-6 h-64 animate-pulse rounded-xl bg-gray-200" aria-busy="true" />;
  if (query.isError)
    return (
      <p role="alert" className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        {messageOf(query.error, failure)}
      </p>
    );
  return children(query.data);
}
