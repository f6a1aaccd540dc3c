import { CalendarPlus, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { api } from '@/client/lib/api-client';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';

/**
 * "Add to calendar": the person's private calendar feed (POST /api/me/calendar-feed), which
 * Google, Apple or Outlook Calendar subscribe to, so every visit (and each change to it) shows
 * there. The address is shown once, when made; making another turns the old one off.
 */
export function CalendarFeedButton({ className }: { className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className={className} onClick={() => setOpen(true)}>
        <CalendarPlus className="h-4 w-4" aria-hidden /> {t('visits.feed.button')}
      </Button>
      {open ? <CalendarFeedDialog onOpenChange={setOpen} /> : null}
    </>
  );
}

function CalendarFeedDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const id = useId();
  const create = useMutation({ mutationFn: () => api.POST('/api/me/calendar-feed') });
  const revoke = useMutation({
    mutationFn: () => api.DELETE('/api/me/calendar-feed'),
    onSuccess: () => {
      create.reset();
      toast({ variant: 'success', title: t('visits.feed.revoked') });
    },
    onError: (error) => toastError(t('visits.feed.failed'), error, t('visits.feed.failed')),
  });
  const url = create.data?.url;
  const copy = () =>
    navigator.clipboard
      .writeText(url ?? '')
      .then(() => toast({ variant: 'success', title: t('visits.feed.copied') }));
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={t('visits.feed.title')}
        description={t('visits.feed.description')}
        closeLabel={t('visits.close')}
      >
        {url ? (
          <div className="space-y-3">
            <label htmlFor={id} className="block text-sm font-medium text-gray-800">
              {t('visits.feed.address')}
            </label>
            <div className="flex gap-2">
              <Input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
              <Button variant="outline" size="icon" onClick={() => void copy()}>
                <Copy className="h-4 w-4" aria-hidden />
                <span className="sr-only">{t('visits.feed.copy')}</span>
              </Button>
            </div>
            <p className="text-sm text-gray-700">{t('visits.feed.once')}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button asChild variant="primary">
                <a href={url.replace(/^https?:/, 'webcal:')}>{t('visits.feed.subscribe')}</a>
              </Button>
            </div>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-gray-700">{t('visits.feed.replaces')}</p>
            {create.isError ? (
              <p role="alert" className="text-sm text-danger-700">
                {t('visits.feed.failed')}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
                {t('visits.feed.revoke')}
              </Button>
              <Button disabled={create.isPending} onClick={() => create.mutate()}>
                {t('visits.feed.create')}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
