import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { localStore } from '@/client/lib/local-store';
import { toast, toastError } from '@/client/lib/toast';
import { useUser } from './auth';
import { createQuote, quoteKeys } from './quotes';

/** What a visitor wanted to ask for, kept across the login (SPEC §3, session storage `quoteIntent`). */
export interface QuoteIntent {
  companyIds: number[];
  quoteName: string;
  description: string;
  redirectFrom: string;
  timestamp: number;
}

const KEY = 'quoteIntent';
/** An intent older than this is forgotten rather than acted on by surprise. */
const INTENT_TTL_MS = 60 * 60 * 1000;

export function saveQuoteIntent(intent: QuoteIntent): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(intent));
  } catch {
    // Without storage the user simply selects again after logging in.
  }
}

/** Reads and forgets the saved intent, if it is recent. */
export function takeQuoteIntent(): QuoteIntent | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const intent = raw ? (JSON.parse(raw) as QuoteIntent) : null;
    return intent && Date.now() - intent.timestamp < INTENT_TTL_MS ? intent : null;
  } catch {
    return null;
  }
}

/** Creates the draft and opens it; on failure the user goes back to where they were. */
function useCreateDraft() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return async (intent: QuoteIntent) => {
    try {
      const { id } = await createQuote({
        companyIds: intent.companyIds,
        quoteName: intent.quoteName,
        description: intent.description,
        // The searched ZIP starts as the job's ZIP (the server falls back to the last job's).
        ...(/^\d{5}/.test(localStore.postalCode())
          ? { jobZip: localStore.postalCode().slice(0, 5) }
          : {}),
      });
      await queryClient.invalidateQueries({ queryKey: quoteKeys.all });
      toast({
        variant: 'success',
        title: 'Quote created',
        description: 'Your quote request has been started. Add details and photos to complete it.',
      });
      navigate(`/quotes/${id}/edit`);
    } catch (error) {
      toastError('Failed to create quote', error, 'Please try again.');
      navigate(intent.redirectFrom || '/');
    }
  };
}

/**
 * Start Quote: signed in, the draft is created at once; signed out, the intent is saved and the
 * login dialog opens (the quote is created right after the login, see useResumeQuoteIntent).
 */
export function useStartQuote(): (companyIds: number[]) => void {
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  const [location] = useLocation();
  const createDraft = useCreateDraft();
  return (companyIds) => {
    if (companyIds.length === 0) return;
    const intent: QuoteIntent = {
      companyIds,
      quoteName: '',
      description: '',
      redirectFrom: location + window.location.search,
      timestamp: Date.now(),
    };
    if (user) {
      void createDraft(intent);
      return;
    }
    saveQuoteIntent(intent);
    toast({
      variant: 'destructive',
      title: 'Authentication required',
      description: 'You need to log in to start a quote request.',
    });
    dialogs.show('login');
  };
}

/** After a login or signup: creates the quote the visitor had started, if any. Returns whether it did. */
export function useResumeQuoteIntent(): () => boolean {
  const createDraft = useCreateDraft();
  return () => {
    const intent = takeQuoteIntent();
    if (!intent) return false;
    void createDraft(intent);
    return true;
  };
}
