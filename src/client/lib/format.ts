/** Average ratings are shown to one decimal. */
export const formatRating = (average: number) => average.toFixed(1);

export const reviewsLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** Dates in the en-US long form ("November 22, 2026"). */
export const formatLongDate = (iso: string | Date) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
