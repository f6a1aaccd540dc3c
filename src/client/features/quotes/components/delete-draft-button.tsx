import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useDeleteDraft } from '@/client/data/quotes';
import { toast, toastError } from '@/client/lib/toast';

/** "Delete draft", asked first; once deleted the customer is back on My Quotes. */
export function DeleteDraftButton({ quoteId }: { quoteId: number }) {
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
        <Trash2 className="h-4 w-4" aria-hidden /> Delete draft
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this draft?"
        description="Are you sure you want to delete this draft? Its details and photos are removed. This action cannot be undone."
        confirmLabel="Delete draft"
        destructive
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast({ variant: 'success', title: 'Draft deleted' }),
            onError: (error) => toastError('Delete failed', error, 'Failed to delete the draft'),
          })
        }
      />
    </>
  );
}
