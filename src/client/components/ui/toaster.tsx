import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';
import { dismissToast, useCurrentToast, useToastInDialogOpen } from '@/client/lib/toast';
import { ToastIcon, toastBoxClass } from './toast-look';

export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  const t = useT();
  const message = useCurrentToast();
  // On a phone an open dialog shows the toast inside it (DialogContent): floating, it would
  // cover the dialog's title or buttons.
  const inDialog = useToastInDialogOpen();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      label={t('toast.region')}
    >
      {message ? (
        <ToastPrimitive.Root
          key={message.id}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          className={cn(toastBoxClass(message.variant), 'p-4 shadow-lg', inDialog && 'hidden')}
        >
          <ToastIcon variant={message.variant} />
          <div className="min-w-0 flex-1">
            <ToastPrimitive.Title className="font-semibold text-gray-900">
              {message.title}
            </ToastPrimitive.Title>
            {message.description ? (
              <ToastPrimitive.Description className="mt-0.5 text-sm text-gray-700">
                {message.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            className="text-sm text-gray-600 hover:text-gray-900"
            aria-label={t('toast.dismiss')}
          >
            ✕
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      {/* At the top on a phone, clear of the bars pinned to the bottom of the screen. */}
      {/* Radix puts the key that focuses the toasts (F8) in place of `{hotkey}`. */}
      <ToastPrimitive.Viewport
        label={t('toast.viewport', { hotkey: '{hotkey}' })}
        className="fixed right-4 top-4 z-[100] flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2 outline-none md:bottom-4 md:top-auto"
      />
    </ToastPrimitive.Provider>
  );
}
