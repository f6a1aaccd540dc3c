/** A determinate progress bar, e.g. for an upload. */
export function ProgressBar({
  percent,
  label,
  className,
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  return (
    <div
      className={`h-2 overflow-hidden rounded-full bg-gray-200 ${className ?? ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="h-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}
