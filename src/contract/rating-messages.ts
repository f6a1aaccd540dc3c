/** The reviews' messages, free of zod so a company page can show them without the form code. */
export const RATING_REQUIRED = 'Please select a rating: You must select at least 0.5 stars.';
export const RATING_NEEDS_QUOTE = 'You can only rate businesses you have requested quotes from';
