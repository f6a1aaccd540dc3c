/**
 * A server-rendered page carries the API answers it was rendered with in
 * `<script type="application/json" id="server-state">`, so the browser hydrates the same markup
 * from the same data instead of fetching it again (src/client/main.tsx).
 */
export const SERVER_STATE_ID = 'server-state';
