import { lazy, Suspense } from 'react';
import { useBusinessDialog } from '@/client/lib/business-dialog';

const BusinessDialog = lazy(async () => ({
  default: (await import('./business-dialog')).BusinessDialog,
}));

/** The business form loads when the dialog first opens, not with every page. */
export function BusinessDialogMount() {
  const { target } = useBusinessDialog();
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <BusinessDialog />
    </Suspense>
  );
}
