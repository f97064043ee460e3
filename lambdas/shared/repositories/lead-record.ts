import { createHash } from 'node:crypto';
import type { BrandFields, RoastResult } from '../../brand-roast/contract';
import type { DemoSample } from '../contracts/generation';

/**
 * Where a lead stands. `received`: stored, nothing generated yet; `failed`: generation failed;
 * `generated`: result stored, email not sent yet; then `emailed`, `email_failed` or `opted_out`.
 */
export const leadStatuses = [
  'received',
  'failed',
  'generated',
  'emailed',
  'email_failed',
  'opted_out',
] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** One submission of the brand roast: who, what they sent, what they agreed to, and what happened. */
export interface Lead {
  id: string;
  email: string;
  /** SHA-256 of the normalised address (index `byEmail`, opt-out key). */
  emailHash: string;
  brand: BrandFields;
  /** `brand-roast` for the tool page, `tools/<slug>` for a landing page. */
  source: string;
  consentText: string;
  consentAt: string;
  createdAt: string;
  updatedAt: string;
  /** Epoch seconds after which DynamoDB deletes the lead (the stage's retention). */
  expiresAt: number;
  status: LeadStatus;
  result?: RoastResult;
  /** The result came from the demo generator. */
  demo?: boolean;
  /** A demo result's header: whose sample it is, so the email and a repeated answer say so too. */
  sample?: DemoSample;
  /** Why generation failed: an error code, never a message with visitor data. */
  failure?: string;
  /** When the request generating the result claimed it (ISO); a claim long past means that request is gone. */
  generationClaimedAt?: string;
  /** When a request claimed the email (ISO): no other request sends it, unless that send failed. */
  emailClaimedAt?: string;
  emailedAt?: string;
  /** SES message id of the last email sent. */
  messageId?: string;
}

/** What the service knows when a submission arrives. */
export interface NewLead {
  email: string;
  brand: BrandFields;
  source: string;
  consentText: string;
  idempotencyKey: string;
}

/** The source of a submission: the tool page itself or the landing page it came through. */
export const leadSource = (sourceSlug?: string): string =>
  sourceSlug ? `tools/${sourceSlug}` : 'brand-roast';

/**
 * A lead's id from the address hash and the page's key: the same submission retried maps to the same
 * item, and a key replayed with another address maps elsewhere (so nobody reads another visitor's lead).
 */
export const leadId = (emailHash: string, idempotencyKey: string): string =>
  `lead_${createHash('sha256').update(`${emailHash}:${idempotencyKey}`).digest('base64url').slice(0, 24)}`;

/** The one partition of the sparse `byCreated` index: every lead, none of the opt-outs. */
export const LEAD_KIND = 'lead';

/** Key of the opt-out item of an address hash. */
export const optOutId = (emailHash: string): string => `optout#${emailHash}`;
