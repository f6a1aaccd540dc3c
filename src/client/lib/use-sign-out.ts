import { useLocation } from 'wouter';
import { useLogout } from './auth';
import { toast } from './toast';

/** Logs out, clears every cached query and goes home; a failure is told in a toast. */
export function useSignOut(): () => void {
  const logout = useLogout();
  const [, navigate] = useLocation();
  return () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/'),
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Logout failed',
          description: 'There was a problem logging you out.',
        }),
    });
}
