import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { useContractMessage } from '@/client/lib/i18n';

interface FormFieldProps {
  label: string;
  /** A contract's (English) validation message is shown in the page's language. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** The control: it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** Label above, the control, then the hint or the inline error under it. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const say = useContractMessage();
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error) || Boolean(hint);
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': hasMessage ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-danger-700">
          {say(error)}
        </p>
      ) : hint ? (
        <div id={messageId} className="text-sm">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
