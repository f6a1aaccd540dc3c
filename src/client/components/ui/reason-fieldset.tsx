import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A required choice of reason as radio buttons with a legend, and the form's message under them
 * (passing on a lead, withdrawing a request). Each option is a label large enough to tap.
 */
export function ReasonFieldset<Value extends string>({
  id,
  legend,
  options,
  labels,
  registration,
  error,
}: {
  /** Names the error line the fieldset points to. */
  id: string;
  legend: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="mt-2 space-y-1">
        {options.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-gray-900 hover:bg-gray-50"
          >
            <input
              type="radio"
              value={value}
              className="h-4 w-4 shrink-0 accent-brand-700"
              {...registration}
            />
            {labels[value]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
