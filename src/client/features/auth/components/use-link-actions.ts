import { useEffect } from 'react';
import { INVALID_RESET_TOKEN } from '@/contract/auth-messages';
import { verifyResetToken } from '@/client/data/auth';
import { ApiError } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { toast } from '@/client/lib/toast';

/**
 * Acts on links from e-mails: `?token=` on any page opens the reset flow, `?verified=` reports the
 * verification outcome, `?login=1` opens the login dialog (the suspension e-mail's "Log in to
 * appeal"). The parameter is then removed from the address bar.
 */
export function useLinkActions(): void {
  const { show, showReset } = useAuthDialogs();

  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('token');
    const verified = url.searchParams.get('verified');
    const login = url.searchParams.get('login');
    if (token === null && verified === null && login === null) return;
    url.searchParams.delete('token');
    url.searchParams.delete('verified');
    url.searchParams.delete('login');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);

    if (verified === '1') {
      toast({
        variant: 'success',
        title: 'Email verified',
        description: 'Thank you! Your e-mail address is confirmed.',
      });
    } else if (verified === 'already') {
      // A used link of an account that is verified: nothing went wrong, so no error.
      toast({
        title: 'Email already verified',
        description: 'Your e-mail address was confirmed before. There is nothing more to do.',
      });
    } else if (verified === '0') {
      toast({
        variant: 'destructive',
        title: 'Verification failed',
        description: 'This verification link is invalid or has expired.',
      });
    }
    if (login === '1' && !token) show('login');
    if (token) {
      verifyResetToken(token)
        .then(() => showReset(token))
        .catch((error: unknown) => {
          const description =
            error instanceof ApiError && error.status !== 400
              ? `Token verification failed: ${error.statusText}`
              : error instanceof ApiError
                ? (error.serverMessage ?? INVALID_RESET_TOKEN)
                : INVALID_RESET_TOKEN;
          toast({ variant: 'destructive', title: 'Password reset', description });
        });
    }
  }, [show, showReset]);
}
