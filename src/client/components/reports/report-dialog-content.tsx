import { lazy, Suspense, useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { useUser } from '@/client/data/auth';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { useT } from '@/client/lib/i18n';
import { FlagButton, type ReportButtonProps } from './report-dialog';

const ReportForm = lazy(async () => ({ default: (await import('./report-form')).ReportForm }));

/** The flag's dialog (./report-dialog), loaded when the flag is first wanted. */
export function ReportDialog({
  item,
  defaultOpen,
  ...flag
}: ReportButtonProps & { defaultOpen: boolean }) {
  const t = useT();
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next && !user ? dialogs.show('login') : setOpen(next))}
    >
      {/* The trigger (not a plain button) is where focus goes back when the dialog closes. */}
      <DialogTrigger asChild>
        <FlagButton {...flag} />
      </DialogTrigger>
      {open ? (
        <DialogContent title={t('report.title', { type: item.type })}>
          <Suspense fallback={<p className="text-sm text-gray-700">{t('common.loading')}</p>}>
            <ReportForm item={item} onClose={() => setOpen(false)} />
          </Suspense>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
