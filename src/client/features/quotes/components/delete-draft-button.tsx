import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useDeleteDraft } from '@/client/data/quotes';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';

/** "Delete draft", asked first; once deleted the customer is back on My Quotes. */
export function DeleteDraftButton({ quoteId }: { quoteId: number }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();
  const remove = useDeleteDraft(quoteId, () => navigate('/quotes'));
  return (
    <>
      <Button
        variant="outline"
        className="w-full text-danger-700"
        disabled={remove.isPending}
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden /> {t('deleteDraft.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('deleteDraft.title')}
        description={t('deleteDraft.description')}
        confirmLabel={t('deleteDraft.button')}
        destructive
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast({ variant: 'success', title: t('deleteDraft.done') }),
            onError: (error) =>
              toastError(t('common.deleteFailed'), error, t('deleteDraft.failed')),
          })
        }
      />
    </>
  );
}
