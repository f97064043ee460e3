import { config } from 'zod/v4/core';

// zod's fast parser probes `new Function` when a schema is built; the deployed CSP (no 'unsafe-eval')
// refuses and reports it. Imported first by the entry, before any schema exists.
config({ jitless: true });
