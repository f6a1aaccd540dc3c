import { useLocation } from 'wouter';
import { useUser } from './auth';
import { useAuthDialogs } from './auth-dialogs';
import { toast } from './toast';

/** What a visitor wanted to ask for, kept across the login (SPEC §3, session storage `quoteIntent`). */
export interface QuoteIntent {
  companyIds: number[];
  quoteName: string;
  description: string;
  redirectFrom: string;
  timestamp: number;
}

const KEY = 'quoteIntent';

export function saveQuoteIntent(intent: QuoteIntent): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(intent));
  } catch {
    // Without storage the user simply selects again after logging in.
  }
}

export function readQuoteIntent(): QuoteIntent | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as QuoteIntent) : null;
  } catch {
    return null;
  }
}

/**
 * Start Quote: signed out, the intent is saved and the login dialog opens. Creating the quote
 * itself arrives with the quotes issue; until then a signed-in user's selection is saved too.
 */
export function useStartQuote(): (companyIds: number[]) => void {
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  const [location] = useLocation();
  return (companyIds) => {
    if (companyIds.length === 0) return;
    saveQuoteIntent({
      companyIds,
      quoteName: '',
      description: '',
      redirectFrom: location + window.location.search,
      timestamp: Date.now(),
    });
    if (!user) {
      toast({
        variant: 'destructive',
        title: 'Authentication required',
        description: 'You need to log in to start a quote request.',
      });
      dialogs.show('login');
      return;
    }
    toast({
      title: 'Quote requests open soon',
      description: `We saved your selection of ${companyIds.length} ${companyIds.length === 1 ? 'company' : 'companies'}.`,
    });
  };
}
