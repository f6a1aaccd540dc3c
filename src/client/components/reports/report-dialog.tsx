import { Flag } from 'lucide-react';
import { type ComponentProps, lazy } from 'react';
import type { ReportTarget } from '@/contract/moderation';
import { OnDemand } from '@/client/components/ui/on-demand';
import { useUser } from '@/client/data/auth';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { cn } from '@/client/lib/cn';

// The dialog (Radix) loads when the flag is first wanted, its form (react-hook-form, zod) on the
// first opening: the pages with flags stay light.
const ReportDialog = lazy(async () => ({
  default: (await import('./report-dialog-content')).ReportDialog,
}));

export interface ReportItem {
  type: ReportTarget;
  id: number;
}

export interface ReportButtonProps {
  item: ReportItem;
  label: string;
  text?: string;
  className?: string;
}

/** The flag, the same before and after the dialog's code loads. */
export function FlagButton({
  label,
  text,
  className,
  ...button
}: Omit<ReportButtonProps, 'item'> & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...(text ? {} : { 'aria-label': label, title: label })}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
      {...button}
    >
      <Flag className="h-4 w-4" aria-hidden />
      {text}
    </button>
  );
}

/**
 * A small flag that opens the report dialog for one item (docs/decisions/023). `label` is its
 * accessible name ("Report review by Alex"); `text` shows beside the flag when given. Signed out,
 * it asks the visitor to log in first, as other actions do.
 */
export function ReportButton(props: ReportButtonProps) {
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  return (
    <OnDemand
      standIn={(handlers) => (
        <FlagButton
          label={props.label}
          text={props.text}
          className={props.className}
          {...handlers}
          onClick={user ? handlers.onClick : () => dialogs.show('login')}
        />
      )}
    >
      {(defaultOpen) => <ReportDialog {...props} defaultOpen={defaultOpen} />}
    </OnDemand>
  );
}
