import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { useT } from '@/client/lib/i18n';
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
  /** The ZIP of the search the companies were picked from, if it had one. */
  jobZip?: string;
}

const FIVE_DIGITS = /^\d{5}/;

/**
 * The job's ZIP a new draft starts with: the search's (where the companies were found), else the
 * one this browser last typed in a ZIP box; without either the server takes the last job's.
 */
export function startingJobZip(searchZip: string | undefined): string | undefined {
  for (const zip of [searchZip ?? '', localStore.postalCode()]) {
    if (FIVE_DIGITS.test(zip.trim())) return zip.trim().slice(0, 5);
  }
  return undefined;
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

/**
 * Creates the draft and opens it; on failure the user goes back to where they were. The server
 * answers an open draft of the same request instead of a second one (`reused`); while one is being
 * made, another start is ignored and `useStartingQuote` is true.
 */
function useCreateDraft() {
  const t = useT();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationKey: quoteKeys.starting,
    mutationFn: (intent: QuoteIntent) => {
      const jobZip = startingJobZip(intent.jobZip);
      return intent.match
        ? createMatchedQuote(intent.match)
        : createQuote({
            companyIds: intent.companyIds,
            quoteName: intent.quoteName,
            description: intent.description,
            ...(jobZip ? { jobZip } : {}),
          });
    },
  });
  return async (intent: QuoteIntent) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const { id, reused } = await mutation.mutateAsync(intent);
      await queryClient.invalidateQueries({ queryKey: quoteKeys.all });
      toast(
        reused
          ? {
              variant: 'success',
              title: t('quoteIntent.reused'),
              description: t('quoteIntent.reusedText'),
            }
          : {
              variant: 'success',
              title: t('quoteIntent.created'),
              description: t('quoteIntent.createdText'),
            },
      );
      navigate(`/quotes/${id}/edit`);
    } catch (error) {
      toastError(t('quoteIntent.failed'), error, t('common.tryAgain'));
      navigate(intent.redirectFrom || '/');
    } finally {
      inFlight.current = false;
    }
  };
}

/** Whether a Start Quote is on its way (its buttons wait, disabled). */
export function useStartingQuote(): boolean {
  return useIsMutating({ mutationKey: quoteKeys.starting }) > 0;
}

/**
 * Starts a request: signed in, the draft is created at once (the promise ends once it is open);
 * signed out, the intent is saved and the login dialog opens (the quote is created right after
 * the login, see useResumeQuoteIntent).
 */
function useStartIntent(): (
  request: Pick<QuoteIntent, 'companyIds' | 'match' | 'jobZip'>,
) => Promise<void> {
  const t = useT();
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
      title: t('quoteIntent.loginNeeded'),
      description: t('quoteIntent.loginNeededText'),
    });
    dialogs.show('login');
  };
}

/** Start Quote with the selected companies, found by a search for `searchZip` if it had one. */
export function useStartQuote(): (companyIds: number[], searchZip?: string) => void {
  const start = useStartIntent();
  return (companyIds, searchZip) => {
    if (companyIds.length > 0)
      void start({ companyIds, ...(searchZip ? { jobZip: searchZip } : {}) });
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
