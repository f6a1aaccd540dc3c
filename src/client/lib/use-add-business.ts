import { useUser } from './auth';
import { useAuthDialogs } from './auth-dialogs';
import { toast } from './toast';

/**
 * 'Add Your Business': signed out it opens signup. The business dialog arrives with the
 * business-owner issue; until then a signed-in user is told it is on its way.
 */
export function useAddBusiness(): () => void {
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  return () => {
    if (!user) {
      dialogs.show('signup');
      return;
    }
    toast({
      title: 'Coming soon',
      description: user.isVerified
        ? 'Listing a business opens very soon.'
        : 'Please verify your e-mail address first: you can list a business once it is confirmed.',
    });
  };
}
