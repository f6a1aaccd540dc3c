import { MailCheck, MailX, Star } from 'lucide-react';
import { useLocation, type RouteComponentProps } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { PageEmptyState } from '@/client/components/ui/empty-state';
import { useUser } from '@/client/data/auth';
import {
  useAcceptReviewInvitation,
  useReviewInvitationLink,
} from '@/client/data/review-invitations';
import { messageOf } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { useT } from '@/client/lib/i18n';
import { usePageMeta } from '@/client/lib/page-meta';
import { toast } from '@/client/lib/toast';

/**
 * /review-invitations/:token, the link of a business's review invitation (issue 36 item 7): the
 * invitee signs up or logs in here (the dialogs keep this address, and so the token), then uses the
 * link and writes the review with the company page's own form.
 */
export function ReviewInvitationLandingPage({ params }: RouteComponentProps<{ token: string }>) {
  const t = useT();
  const { data: user, isPending: userPending } = useUser();
  const dialogs = useAuthDialogs();
  const [, navigate] = useLocation();
  const link = useReviewInvitationLink(params.token);
  const accept = useAcceptReviewInvitation(params.token);
  usePageMeta({ title: t('invitations.landingTitle') });

  if (link.isPending || userPending) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16" aria-busy="true">
        <div className="h-64 animate-pulse rounded-xl bg-gray-200" />
      </div>
    );
  }
  if (!link.data) {
    return (
      <PageEmptyState icon={MailX} title={t('invitations.linkUnusable')}>
        <p role="alert">{messageOf(link.error, t('invitations.loadFailed'))}</p>
      </PageEmptyState>
    );
  }
  const { companyId, companyName, name } = link.data;
  const write = () =>
    accept.mutate(undefined, {
      onSuccess: () => navigate(`/companies/${companyId}#reviews`),
      onError: (failure) =>
        toast({ variant: 'destructive', title: messageOf(failure, t('invitations.useFailed')) }),
    });

  return (
    <PageEmptyState icon={MailCheck} title={t('invitations.landingHeading', { companyName })}>
      <p>{t('invitations.landingText', { name, companyName })}</p>
      {user ? (
        <Button onClick={write} disabled={accept.isPending}>
          <Star className="h-4 w-4" aria-hidden /> {t('invitations.writeReview')}
        </Button>
      ) : (
        <>
          <p>{t('invitations.signUpFirst')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={() => dialogs.show('signup')}>{t('invitations.signUp')}</Button>
            <Button variant="outline" onClick={() => dialogs.show('login')}>
              {t('invitations.logInButton')}
            </Button>
          </div>
        </>
      )}
    </PageEmptyState>
  );
}
