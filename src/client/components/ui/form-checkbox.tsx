import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useContractMessage } from '@/client/lib/i18n';
import { Checkbox } from './checkbox';

interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string | undefined;
}

/** A Radix checkbox bound to a boolean field of a react-hook-form form. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  ...props
}: FormCheckboxProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      checked={field.value === true}
      onCheckedChange={(checked) => field.onChange(checked === true)}
      aria-invalid={fieldState.error ? true : undefined}
    />
  );
}

/** A bound checkbox with its label beside it and the field's inline error under it (e.g. accepting terms). */
export function FormCheckboxField<T extends FieldValues>({
  control,
  name,
  children,
}: {
  control: Control<T>;
  name: Path<T>;
  /** The label's content. */
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const { fieldState } = useController({ control, name });
  const say = useContractMessage();
  const error = fieldState.error?.message;
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2 text-sm text-gray-700">
        <FormCheckbox
          control={control}
          name={name}
          id={id}
          className="mt-0.5"
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger-700">
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}
