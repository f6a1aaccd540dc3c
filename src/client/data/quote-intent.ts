import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { localStore } from '@/client/lib/local-store';
import { toast, toastError } from '@/client/lib/toast';
import { useUser } from './auth';
import { createMatchedQuote, createQuote, quoteKeys } from './quotes';

/** "Get quotes from up to 5 pros" (issue 21): the trade, and the ZIP when the visitor gave one. */
export interface MatchIntent {
  categorySlug: string;
  jobZip?: string;
}

/** What a visitor wanted to ask for, kept across the login (SPEC §3, session storage `quoteIntent`). */
export interface QuoteIntent {
  companyIds: number[];
  quoteName: string;
  description: string;
  redirectFrom: string;
  timestamp: number;
  /** A matched request: no companies (they are matched on submit), `companyIds` is empty. */
  match?: MatchIntent;
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
      const { id } = intent.match
        ? await createMatchedQuote(intent.match)
        : await createQuote({
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
 * Starts a request: signed in, the draft is created at once (the promise ends once it is open);
 * signed out, the intent is saved and the login dialog opens (the quote is created right after
 * the login, see useResumeQuoteIntent).
 */
function useStartIntent(): (request: Pick<QuoteIntent, 'companyIds' | 'match'>) => Promise<void> {
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  const [location] = useLocation();
  const createDraft = useCreateDraft();
  return async (request) => {
    const intent: QuoteIntent = {
      ...request,
      quoteName: '',
      description: '',
      redirectFrom: location + window.location.search,
      timestamp: Date.now(),
    };
    if (user) {
      await createDraft(intent);
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

/** Start Quote with the selected companies. */
export function useStartQuote(): (companyIds: number[]) => void {
  const start = useStartIntent();
  return (companyIds) => {
    if (companyIds.length > 0) void start({ companyIds });
  };
}

/** "Get quotes from up to 5 pros": a draft matched in a trade when it is submitted. */
export function useStartMatchedQuote(): (match: MatchIntent) => Promise<void> {
  const start = useStartIntent();
  return (match) => start({ companyIds: [], match });
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
