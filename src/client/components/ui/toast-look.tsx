import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import type { ToastMessage } from '@/client/lib/toast';

/** A toast's box, by its variant: the floating one and the one inside a dialog look alike. */
export const toastBoxClass = (variant: ToastMessage['variant']) =>
  cn(
    'flex items-start gap-3 rounded-lg border bg-white',
    variant === 'destructive' && 'border-red-300 bg-red-50',
    variant === 'success' && 'border-green-300 bg-green-50',
  );

export function ToastIcon({ variant }: { variant: ToastMessage['variant'] }) {
  const Icon =
    variant === 'destructive' ? AlertCircle : variant === 'success' ? CheckCircle2 : Info;
  return (
    <Icon
      aria-hidden
      className={cn(
        'mt-0.5 h-5 w-5 shrink-0',
        variant === 'destructive'
          ? 'text-danger-700'
          : variant === 'success'
            ? 'text-success-600'
            : 'text-brand-700',
      )}
    />
  );
}
