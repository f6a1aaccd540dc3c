import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';

/**
 * A list page's filters, search text and page number, kept in the address (read through the
 * contract's query schema, the server's own rules): Back from a record returns to the same list,
 * and a list can be linked to. An address the schema refuses reads as the schema's defaults.
 */
export function useAddressQuery<S extends z.ZodType<Record<string, string | number | undefined>>>(
  schema: S,
): [z.output<S>, (next: z.output<S>) => void] {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const parsed = schema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  const value = parsed.success ? parsed.data : schema.parse({});
  const change = (next: z.output<S>) => {
    const params = new URLSearchParams(
      Object.entries(next).flatMap(([name, v]) =>
        v === undefined || v === '' ? [] : [[name, String(v)]],
      ),
    );
    navigate(`${pathname}?${params}`);
  };
  return [value, change];
}
