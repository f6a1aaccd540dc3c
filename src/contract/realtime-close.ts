// zod-free: the browser's first script imports it (src/client/data/realtime.tsx).

/** A realtime socket closed with this code (policy violation) lost its session: do not reconnect. */
export const SESSION_ENDED_CLOSE_CODE = 1008;
