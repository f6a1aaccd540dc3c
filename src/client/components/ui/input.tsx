import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/client/lib/cn';

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      className={cn(
        'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:opacity-60 aria-[invalid=true]:border-danger-600 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}

/** A visible file picker, its button tinted in the brand's colour. */
export function FileInput({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="file"
      className={cn(
        'block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-900',
        className,
      )}
      {...props}
    />
  );
}
