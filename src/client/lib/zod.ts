import { config } from 'zod/v4/core';

// What `import … from 'zod'` resolves to in the browser build (vite.config.ts). The CSP forbids
// eval; unless told not to compile, zod probes for it with `Function('')` when the first object
// schema is made and the browser reports a CSP violation. Configured here, before any schema.
config({ jitless: true });

export * from 'zod/v4';
