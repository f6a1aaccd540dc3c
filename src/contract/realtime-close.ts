// zod-free: the browser's first script imports it (src/client/data/realtime.tsx).

/** A realtime socket closed with this code (policy violation) lost its session: do not reconnect. */
export const SESSION_ENDED_CLOSE_CODE = 1008;

/**
 * A realtime socket closed with this code was its user's oldest when an 11th opened (at most
 * MAX_SOCKETS_PER_USER per user on a node): reconnect only when the tab is looked at again, or
 * the tabs would take turns closing each other.
 */
export const TOO_MANY_SOCKETS_CLOSE_CODE = 4008;
export const MAX_SOCKETS_PER_USER = 10;
