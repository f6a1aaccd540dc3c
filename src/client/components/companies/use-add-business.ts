import { VERIFY_TO_ADD_BUSINESS } from '@/contract/auth-messages';
import { useUser } from '@/client/data/auth';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { useBusinessDialog } from '@/client/lib/business-dialog';
import { toast } from '@/client/lib/toast';

/**
 * 'Add Your Business': signed out it opens signup; an unverified user is reminded to verify
 * (the buttons that add a business are disabled for them); otherwise the business dialog opens.
 */
export function useAddBusiness(): () => void {
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  const business = useBusinessDialog();
  return () => {
    if (!user) {
      dialogs.show('signup');
      return;
    }
    if (!user.isVerified) {
      toast({
        title: 'Verify your e-mail first',
        description: VERIFY_TO_ADD_BUSINESS,
      });
      return;
    }
    business.openNew();
  };
}
