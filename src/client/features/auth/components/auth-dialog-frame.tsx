import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { useAuthDialogs, type AuthDialog } from '@/client/lib/auth-dialogs';

/**
 * One of the account dialogs, open while it is the one `useAuthDialogs` names. Dismissing it (Esc,
 * the overlay, the close button) closes the account dialogs, or does what `onDismiss` says instead.
 */
export function AuthDialogFrame({
  dialog,
  title,
  description,
  onDismiss,
  children,
}: {
  dialog: Exclude<AuthDialog, null>;
  title: string;
  description: string;
  onDismiss?: () => void;
  children: ReactNode;
}) {
  const dialogs = useAuthDialogs();
  return (
    <Dialog
      open={dialogs.open === dialog}
      onOpenChange={(open) => {
        if (!open) (onDismiss ?? dialogs.close)();
      }}
    >
      <DialogContent title={title} description={description}>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's action, full width: while the form is sent it says so, and cannot be pressed. */
export function AuthSubmitButton({
  submitting,
  label,
  pendingLabel,
  disabled = false,
}: {
  submitting: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" className="w-full" disabled={disabled || submitting}>
      {submitting ? pendingLabel : label}
    </Button>
  );
}

/** Under a form: "Don't have an account? Sign Up", a question and the dialog that answers it. */
export function SwitchDialogPrompt({
  question,
  to,
  label,
}: {
  question: string;
  to: 'login' | 'signup';
  label: string;
}) {
  const dialogs = useAuthDialogs();
  return (
    <p className="text-center text-sm text-gray-700">
      {question}{' '}
      <Button variant="link" size="sm" onClick={() => dialogs.show(to)}>
        {label}
      </Button>
    </p>
  );
}
