/**
 * What functions import from `node:http`, read through `require` (infra/bundling.ts aliases `node:http` here).
 * An ESM import of `node:http` copies every export into a module namespace, and reading Node 24's lazy
 * `WebSocket`/`EventSource` getters on the way loads its internal undici: ~19 ms of every cold start, for
 * middy's STATUS_CODES table. A name not listed here fails the build, never a request.
 */
import type * as NodeHttp from 'node:http';
import { createRequire } from 'node:module';

const http = createRequire(import.meta.url)('node:http') as typeof NodeHttp;

export const { Agent, request, STATUS_CODES } = http;
export default http;
