import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';
import { dismissToast, useToastInDialog } from '@/client/lib/toast';
import { useMediaQuery, WIDE_SCREEN } from '@/client/lib/use-media-query';
import { ToastIcon, toastBoxClass } from './toast-look';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

const PLACEMENT = {
  /** Centred, for forms and confirmations. */
  center:
    'left-1/2 top-1/2 max-h-[92vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl p-6',
  /** From the right edge, for the phone menu. */
  right: 'inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto p-5',
  /** From the bottom edge, for pickers on phones. */
  bottom: 'inset-x-0 bottom-0 max-h-[80vh] overflow-y-auto rounded-t-2xl p-5',
} as const;

interface DialogContentProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  placement?: keyof typeof PLACEMENT;
  closeLabel?: string;
  className?: string;
}

/** A keyboard-accessible dialog panel: focus trapped, Esc closes, the title names it. */
export function DialogContent({
  title,
  description,
  children,
  placement = 'center',
  closeLabel,
  className,
}: DialogContentProps) {
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-gray-900/50" />
      <DialogPrimitive.Content
        className={cn('fixed z-50 bg-white shadow-xl', PLACEMENT[placement], className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogPrimitive.Title className="pr-8 text-xl font-semibold text-gray-900">
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-gray-600">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <DialogToast />
        <div className="mt-5 flex-1">{children}</div>
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
          aria-label={closeLabel ?? t('common.close')}
        >
          <X className="h-5 w-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * On a phone, the toast inside the open dialog, under its title, in the flow: floating over a
 * dialog that fills the screen it would cover the title or the buttons (the Toaster hides it).
 */
function DialogToast() {
  return useMediaQuery(WIDE_SCREEN, true) ? null : <ToastInDialog />;
}

function ToastInDialog() {
  const t = useT();
  const message = useToastInDialog();
  return (
    <div role="status">
      {message ? (
        <div className={cn(toastBoxClass(message.variant), 'mt-3 p-3 text-sm')}>
          <ToastIcon variant={message.variant} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-gray-900">{message.title}</p>
            {message.description ? (
              <p className="mt-0.5 text-gray-700">{message.description}</p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(message.id)}
            className="text-gray-600 hover:text-gray-900"
            aria-label={t('toast.dismiss')}
          >
            ✕
          </button>
        </div>
      ) : null}
    </div>
  );
}
