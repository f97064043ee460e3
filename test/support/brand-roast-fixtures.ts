import { randomUUID } from 'node:crypto';
import type { BrandRoastRequest } from '../../lambdas/brand-roast/contract';

/**
 * A complete, valid roast request with a fresh idempotency key (as the page makes per submission). Its
 * website is a loopback address the fetcher refuses without dialling: tests never reach the network.
 */
export const roastBody = (overrides: Partial<BrandRoastRequest> = {}): BrandRoastRequest => ({
  email: 'owner@example.com',
  brandName: 'Rise Bakery',
  websiteURL: 'https://127.0.0.1:9',
  tagline: 'Quality bread, baked fresh',
  description: 'A neighbourhood bakery that opens at six and sells out of sourdough by ten.',
  audience: 'Early risers who want good bread',
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** A well-formed structured answer, as a model would give it. */
export const roastAnswer = {
  roast:
    'Your tagline says "quality" like it is a secret. It is the first word on every bakery sign in town.',
  rebuild: {
    new_taglines: [
      'Bread worth waking up for',
      'Sold out by ten, for a reason',
      'Baked before the town wakes',
    ],
    elevator_pitch: 'Rise bakes at four so early risers get the best loaf of the day.',
    voice: ['warm', 'wry', 'plain-spoken'],
  },
};
