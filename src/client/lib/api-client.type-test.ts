/**
 * The client's calls are checked by the compiler against the API's document (issue 32): each
 * call below marked `@ts-expect-error` names a route, a parameter or a body field the document
 * does not have, or takes an answer as what it is not. `npm run typecheck` fails if one of them
 * becomes valid (the directive is then unused) or if a valid call stops compiling. Nothing runs
 * this file or imports it; the calls are only written for tsc.
 */
import { api } from './api-client';

export async function checkedByTheCompiler(): Promise<void> {
  // Valid: the document's paths, parameters (an id as a number), bodies and answers.
  const quote = await api.GET('/api/quotes/{id}', { params: { path: { id: 7 } } });
  const status: string = quote.status;
  const found = await api.GET('/api/search', { params: { query: { q: 'plumber', page: 2 } } });
  const total: number = found.pagination.total;
  await api.POST('/api/auth/login', { body: { email: 'a@example.com', password: 'secret' } });
  await api.POST('/api/upload/single', { body: new FormData() });
  await api.PUT('/api/companies/{id}', { params: { path: { id: 3 } }, body: new FormData() });

  // @ts-expect-error a route that does not exist
  await api.GET('/api/quote/{id}', { params: { path: { id: 7 } } });
  // @ts-expect-error a route that exists, but not for this method
  await api.DELETE('/api/categories');
  // @ts-expect-error a path parameter the route does not have
  await api.GET('/api/quotes/{id}', { params: { path: { quoteId: 7 } } });
  // @ts-expect-error a required path parameter left out
  await api.GET('/api/quotes/{id}');
  // @ts-expect-error a query parameter the route does not take
  await api.GET('/api/search', { params: { query: { zipCode: '94103' } } });
  // @ts-expect-error a query parameter of the wrong type
  await api.GET('/api/search', { params: { query: { page: 'two' } } });
  // @ts-expect-error a body field the route does not take
  await api.POST('/api/auth/login', { body: { email: 'a@example.com', pass: 'secret' } });
  // @ts-expect-error a required body left out
  await api.POST('/api/auth/login');
  // @ts-expect-error a body where the route takes none
  await api.GET('/api/categories', { body: { name: 'Plumbing' } });
  // @ts-expect-error an answer field that does not exist
  const missing: unknown = (await api.GET('/api/me')).fullName;

  void [status, total, missing];
}
