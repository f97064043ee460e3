import { config } from 'zod/v4/core';

// zod's fast parser probes `new Function` when a schema is built; the deployed CSP (no 'unsafe-eval')
// refuses and reports it. Every lazily loaded screen imports this first, before any schema exists, so
// pages without zod (home) ship none.
config({ jitless: true });
