import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReportTarget } from '@/contract/moderation';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { useUser } from '@/client/data/auth';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';

// The form (react-hook-form, zod) loads on the first opening: the pages with flags stay light.
const ReportForm = lazy(async () => ({ default: (await import('./report-form')).ReportForm }));

export interface ReportItem {
  type: ReportTarget;
  id: number;
}

/**
 * A small flag that opens the report dialog for one item (docs/decisions/023). `label` is its
 * accessible name ("Report review by Alex"); `text` shows beside the flag when given. Signed out,
 * it asks the visitor to log in first, as other actions do.
 */
export function ReportButton({
  item,
  label,
  text,
  className,
}: {
  item: ReportItem;
  label: string;
  text?: string;
  className?: string;
}) {
  const t = useT();
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next && !user ? dialogs.show('login') : setOpen(next))}
    >
      {/* The trigger (not a plain button) is where focus goes back when the dialog closes. */}
      <DialogTrigger asChild>
        <button
          type="button"
          {...(text ? {} : { 'aria-label': label, title: label })}
          className={cn(
            'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600',
            className,
          )}
        >
          <Flag className="h-4 w-4" aria-hidden />
          {text}
        </button>
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
