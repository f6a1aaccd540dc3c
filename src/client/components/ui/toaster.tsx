import * as ToastPrimitive from '@radix-ui/react-toast';
import { CheckCircle2, AlertCircle, Info } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import { dismissToast, useCurrentToast } from '@/client/lib/toast';

export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  const message = useCurrentToast();
  const Icon =
    message?.variant === 'destructive'
      ? AlertCircle
      : message?.variant === 'success'
        ? CheckCircle2
        : Info;
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {message ? (
        <ToastPrimitive.Root
          key={message.id}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          className={cn(
            'flex items-start gap-3 rounded-lg border bg-white p-4 shadow-lg',
            message.variant === 'destructive' && 'border-red-300 bg-red-50',
            message.variant === 'success' && 'border-green-300 bg-green-50',
          )}
        >
          <Icon
            aria-hidden
            className={cn(
              'mt-0.5 h-5 w-5 shrink-0',
              message.variant === 'destructive'
                ? 'text-danger-700'
                : message.variant === 'success'
                  ? 'text-success-600'
                  : 'text-brand-700',
            )}
          />
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
            aria-label="Dismiss"
          >
            ✕
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className="fixed bottom-4 right-4 z-[100] flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
}
