import { config } from 'zod/v4/core';

// The CSP forbids eval. Unless told not to compile, zod probes for it with `Function('')` as the
// first object schema is made, and the browser reports a CSP violation on every page load.
config({ jitless: true });
