import { MailPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { RouteComponentProps } from 'wouter';
import {
  REVIEW_INVITATION_NOTE_MAX,
  type ReviewInvitationState,
} from '@/contract/review-invitation';
import { BusinessSettingsPage } from '@/client/components/companies/business-settings-page';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { useUser } from '@/client/data/auth';
import { useReviewInvitations, useSendReviewInvitation } from '@/client/data/review-invitations';
import { messageOf } from '@/client/lib/api-client';
import { longDateParts } from '@/client/lib/format';
import { useT } from '@/client/lib/i18n';
import { usePageMeta } from '@/client/lib/page-meta';
import { toast } from '@/client/lib/toast';

const STATE_LOOK: Record<ReviewInvitationState, string> = {
  sent: 'bg-blue-100 text-blue-900',
  reviewed: 'bg-green-100 text-green-900',
  expired: 'bg-gray-200 text-gray-800',
};

/**
 * /business/:id/review-invitations (issue 36 item 7): the owner invites customers it served
 * outside QuoteLocal to review it, and sees each invitation's state.
 */
export function ReviewInvitationsPage({ params }: RouteComponentProps<{ id: string }>) {
  const t = useT();
  const companyId = Number(params.id);
  const known = Number.isInteger(companyId) && companyId > 0;
  const { data: user } = useUser();
  const invitations = useReviewInvitations(companyId, Boolean(user) && known);
  usePageMeta({ title: t('invitations.title') });

  return (
    <BusinessSettingsPage
      companyId={companyId}
      known={known}
      query={invitations}
      icon={MailPlus}
      title={t('invitations.title')}
      intro={t('invitations.intro')}
      texts={{
        logIn: t('invitations.logIn'),
        unavailable: t('invitations.unavailable'),
        loadFailed: t('invitations.loadFailed'),
      }}
    >
      {({ invitations: list, remaining }) => (
        <>
          <Card title={t('invitations.sendTitle')} className="mt-6">
            <p className="text-sm text-gray-700">{t('invitations.remaining', { remaining })}</p>
            <InvitationForm companyId={companyId} />
          </Card>

          <h2 className="mt-8 text-lg font-semibold text-gray-900">{t('invitations.listTitle')}</h2>
          {list.length === 0 ? (
            <p className="mt-2 text-gray-700">{t('invitations.none')}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {list.map((invitation) => (
                <li
                  key={invitation.id}
                  className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
                >
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                    <span className="break-all">
                      {invitation.name} · {invitation.email}
                    </span>
                    <Badge className={STATE_LOOK[invitation.state]}>
                      {t('invitations.state', { state: invitation.state })}
                    </Badge>
                  </p>
                  <p className="mt-1 text-sm text-gray-700">
                    {t('invitations.sentOn', {
                      date: t('format.longDate', longDateParts(invitation.sentAt, 'local')),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </BusinessSettingsPage>
  );
}

function InvitationForm({ companyId }: { companyId: number }) {
  const t = useT();
  const send = useSendReviewInvitation(companyId);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const text = (name: string) => {
      const value = fields.get(name);
      return typeof value === 'string' ? value : '';
    };
    setError(null);
    send.mutate(
      { email: text('email'), name: text('name'), note: text('note') || null },
      {
        onSuccess: () => {
          form.reset();
          toast({ variant: 'success', title: t('invitations.sent') });
        },
        onError: (failure) => setError(messageOf(failure, t('invitations.sendFailed'))),
      },
    );
  }

  return (
    <form onSubmit={submit} className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('invitations.name')}>
          <Input name="name" required maxLength={100} autoComplete="off" />
        </FormField>
        <FormField label={t('invitations.email')}>
          <Input name="email" type="email" required autoComplete="off" />
        </FormField>
      </div>
      <FormField label={t('invitations.note')} hint={t('invitations.noteHint')}>
        <textarea
          name="note"
          rows={3}
          maxLength={REVIEW_INVITATION_NOTE_MAX}
          className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm"
        />
      </FormField>
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={send.isPending}>
        <MailPlus className="h-4 w-4" aria-hidden /> {t('invitations.send')}
      </Button>
    </form>
  );
}
