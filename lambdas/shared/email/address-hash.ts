import { createHash } from 'node:crypto';

/** The form of an address that identifies a person: trimmed, lowercase. */
export const normaliseAddress = (email: string): string => email.trim().toLowerCase();

/** SHA-256 (hex) of the normalised address: the key of opt-outs and lookups, never the address itself. */
export const hashAddress = (email: string): string =>
  createHash('sha256').update(normaliseAddress(email)).digest('hex');

/** A short, stable stand-in for an address in logs (emails never appear in logs). */
export const addressLogId = (email: string): string => hashAddress(email).slice(0, 12);
