import { useLocation } from 'wouter';
import { useResumeQuoteIntent } from '@/client/data/quote-intent';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';

/** Pages a visitor signs up or logs in on to go on with them: a review invitation's link (decision 102). */
const STAYS_AFTER_SIGN_IN = /^\/review-invitations\//;

/**
 * What follows logging in or signing up: the dialog closes, and the quote the visitor was starting
 * goes on, or the page they are on when it asked them to sign in, or else their profile opens.
 */
export function useSignedIn(): () => void {
  const dialogs = useAuthDialogs();
  const [location, navigate] = useLocation();
  const resumeQuoteIntent = useResumeQuoteIntent();
  return () => {
    dialogs.close();
    if (!resumeQuoteIntent() && !STAYS_AFTER_SIGN_IN.test(location)) navigate('/profile');
  };
}
