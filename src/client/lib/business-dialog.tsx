import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface BusinessDialogState {
  /** null: closed; 'new': adding; a number: editing that company. */
  target: 'new' | number | null;
  openNew: () => void;
  openEdit: (companyId: number) => void;
  close: () => void;
}

const BusinessDialogContext = createContext<BusinessDialogState | null>(null);

/** The add/edit business dialog opens from the header, the home page and the profile. */
export function BusinessDialogProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<BusinessDialogState['target']>(null);
  const value = useMemo<BusinessDialogState>(
    () => ({
      target,
      openNew: () => setTarget('new'),
      openEdit: (companyId) => setTarget(companyId),
      close: () => setTarget(null),
    }),
    [target],
  );
  return <BusinessDialogContext.Provider value={value}>{children}</BusinessDialogContext.Provider>;
}

export function useBusinessDialog(): BusinessDialogState {
  const state = useContext(BusinessDialogContext);
  if (!state) throw new Error('useBusinessDialog outside BusinessDialogProvider');
  return state;
}
