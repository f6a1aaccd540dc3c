import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from './checkbox';

interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id?: string;
  className?: string;
  'aria-label'?: string;
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
