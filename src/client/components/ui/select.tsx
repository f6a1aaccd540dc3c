import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/client/lib/cn';

/** A native select styled as the form inputs (FormField gives it its label and message). */
export function Select({
  className,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select
      ref={ref}
      className={cn(
        'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 aria-[invalid=true]:border-danger-600 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
