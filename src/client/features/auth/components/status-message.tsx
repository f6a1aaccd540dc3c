import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

export function StatusMessage({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      role={ok ? 'status' : 'alert'}
      className={cn(
        'rounded-lg border px-3 py-2 text-sm',
        ok
          ? 'border-green-300 bg-green-50 text-green-900'
          : 'border-red-300 bg-red-50 text-red-900',
      )}
    >
      {children}
    </p>
  );
}
