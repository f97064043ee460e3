/**
 * The one way product code imports zod: zod/mini (functions, so bundles keep only what they use) with
 * English messages. zod/mini loads no locale itself, so without this every built-in issue would read
 * 'Invalid input' instead of e.g. 'Invalid option: expected one of …'.
 *
 * Jitless too: zod's fast object parser probes `new Function` when the first schema is built, which the
 * site's CSP (no 'unsafe-eval') refuses and reports. Set here, it precedes every schema in every bundle.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config({ ...en(), jitless: true });

export * from 'zod/mini';

// Copies of zod's own patterns (z.regexes.domain, z.regexes.ipv4): reading one through z.regexes bundles all of them.
/** A domain name, as zod's `z.regexes.domain` matches it. */
export const domainPattern =
  /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
/** An IPv4 address, as zod's `z.regexes.ipv4` matches it. */
export const ipv4Pattern =
  /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
