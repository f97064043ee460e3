/**
 * Run once before the test files (by the integration and e2e projects' global set-up, under tsx): loads the
 * local stack and every function's handler, so tsx compiles and caches them once. The stack processes the
 * files then start read them compiled, instead of each compiling them at once on a busy machine.
 */
import { resolve } from 'node:path';
import { fallbackRoute, handlerEntry, routes } from '../../../catalog/routes';
import './child-modules';

const entries = [...new Set([...routes, fallbackRoute].map((route) => resolve(handlerEntry(route.id))))];
await Promise.all(entries.map((entry) => import(entry)));
