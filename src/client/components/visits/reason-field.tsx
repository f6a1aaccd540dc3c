import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/client/components/ui/form-field';

/** Why a visit is cancelled or moved: the other side reads it. */
export function ReasonField({
  label,
  registration,
  error,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <FormField label={label} error={error}>
      <textarea
        rows={3}
        maxLength={500}
        className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base aria-[invalid=true]:border-danger-600 sm:text-sm"
        {...registration}
      />
    </FormField>
  );
}
