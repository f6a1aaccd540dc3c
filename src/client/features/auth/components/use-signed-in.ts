import { useLocation } from 'wouter';
import { useResumeQuoteIntent } from '@/client/data/quote-intent';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';

/**
 * What follows logging in or signing up: the dialog closes, and the quote the visitor was starting
 * goes on, or else their profile opens.
 */
export function useSignedIn(): () => void {
  const dialogs = useAuthDialogs();
  const [, navigate] = useLocation();
  const resumeQuoteIntent = useResumeQuoteIntent();
  return () => {
    dialogs.close();
    if (!resumeQuoteIntent()) navigate('/profile');
  };
}
