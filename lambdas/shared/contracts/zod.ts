/**
 * The one way product code imports zod: zod/mini (functions, so bundles keep only what they use) with
 * English messages. zod/mini loads no locale itself, so without this every built-in issue would read
 * 'Invalid input' instead of e.g. 'Invalid option: expected one of …'.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());

export * from 'zod/mini';
