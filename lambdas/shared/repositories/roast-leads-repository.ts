import type { DemoSample } from '../contracts/generation';
import {
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { RoastResult } from '../../brand-roast/contract';
import { operationsMetrics } from '../../../catalog/names';
import { hashAddress } from '../email/address-hash';
import { emitMetrics } from '../metrics/metrics';
import { leadId, LEAD_KIND, type Lead, type LeadStatus, type NewLead } from './lead-record';

const DAY_SECONDS = 86_400;

export const isConditionFailure = (err: unknown) => (err as Error).name === 'ConditionalCheckFailedException';

/** A stored item as a lead: without the `kind` key that only the time index reads. */
export const leadOf = ({ kind: _kind, ...lead }: Record<string, unknown>) => lead as unknown as Lead;

/**
 * What the roast function does with its lead, and all a Lambda may do with leads: the `roast-leads`
 * grant of catalog/data-access.ts (GetItem, PutItem, UpdateItem). No transactions (dynalite has none):
 * each step is one conditional write, so a retry or a second concurrent request never doubles a lead
 * or an email.
 */
/** One lead reached `status`: the dashboard's leads per day by status. */
const countLead = (status: LeadStatus) =>
  emitMetrics({ Status: status }, { [operationsMetrics.leads]: { value: 1, unit: 'Count' } });

export class RoastLeadsRepository {
  constructor(
    protected readonly db: DynamoDBDocumentClient,
    protected readonly table: string,
    protected readonly clock: () => Date = () => new Date(),
  ) {}

  /** Stores a new lead in its own write; a retry of the same submission gets the first lead back. */
  async create(input: NewLead, retentionDays: number): Promise<{ lead: Lead; created: boolean }> {
    const now = this.clock();
    const emailHash = hashAddress(input.email);
    const lead: Lead = {
      id: leadId(emailHash, input.idempotencyKey),
      email: input.email.trim(),
      emailHash,
      brand: input.brand,
      source: input.source,
      consentText: input.consentText,
      consentAt: now.toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + retentionDays * DAY_SECONDS,
      status: 'received',
      // The request that stores the lead generates its result: its concurrent twins wait for it.
      generationClaimedAt: now.toISOString(),
    };
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...lead, kind: LEAD_KIND },
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
      countLead('received');
      return { lead, created: true };
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const existing = await this.get(lead.id);
      if (!existing) throw err;
      return { lead: existing, created: false };
    }
  }

  /** One lead by id (strongly consistent: the service reads its own writes). */
  async get(id: string): Promise<Lead | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }),
    );
    return Item && Item.kind === LEAD_KIND ? leadOf(Item) : undefined;
  }

  /** Keeps the generated result with the lead, and a demo's header. */
  async recordResult(id: string, result: RoastResult, demo: boolean, sample?: DemoSample): Promise<void> {
    await this.update(id, { result, demo, ...(sample ? { sample } : {}) }, 'generated');
  }

  /** Marks generation as failed, with an error code. */
  async recordFailure(id: string, code: string): Promise<void> {
    await this.update(id, { failure: code }, 'failed');
  }

  /**
   * Claims the right to generate a lead's result when no live request holds it: none ever did, the last
   * attempt failed, or its claim is older than `staleBefore` (that request is gone). The storing request
   * holds it from the start, so of a submission's concurrent requests exactly one generates.
   */
  async claimGeneration(id: string, staleBefore: Date): Promise<boolean> {
    const now = this.clock().toISOString();
    return this.claim({
      TableName: this.table,
      Key: { id },
      UpdateExpression: 'SET #claimed = :now, #status = :received, updatedAt = :now',
      ConditionExpression:
        'attribute_exists(id) AND attribute_not_exists(#result) AND ' +
        '(attribute_not_exists(#claimed) OR #claimed < :stale OR #status = :failed)',
      ExpressionAttributeNames: {
        '#claimed': 'generationClaimedAt',
        '#status': 'status',
        '#result': 'result',
      },
      ExpressionAttributeValues: {
        ':now': now,
        ':stale': staleBefore.toISOString(),
        ':received': 'received',
        ':failed': 'failed',
      },
    });
  }

  /**
   * Claims the right to email a lead: only the first caller wins, and only once unless the last send
   * failed. This is what keeps a retried or doubled request from sending a second email. The lead reads
   * `generated` (not sent yet) until the claimer records how the send ended.
   */
  async claimEmail(id: string): Promise<boolean> {
    return this.claim({
      TableName: this.table,
      Key: { id },
      UpdateExpression: 'SET #claimed = :now, #status = :generated',
      ConditionExpression: 'attribute_exists(id) AND (attribute_not_exists(#claimed) OR #status = :failed)',
      ExpressionAttributeNames: { '#claimed': 'emailClaimedAt', '#status': 'status' },
      ExpressionAttributeValues: {
        ':now': this.clock().toISOString(),
        ':generated': 'generated',
        ':failed': 'email_failed',
      },
    });
  }

  /** One conditional update: true when it was made, false when its condition refused it. */
  private async claim(update: UpdateCommandInput): Promise<boolean> {
    try {
      await this.db.send(new UpdateCommand(update));
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  }

  /** Records how the email step ended. */
  async recordEmail(
    id: string,
    outcome: Extract<LeadStatus, 'emailed' | 'email_failed' | 'opted_out'>,
    messageId?: string,
  ): Promise<void> {
    const sent = outcome === 'emailed' ? { emailedAt: this.clock().toISOString(), messageId } : {};
    await this.update(id, sent, outcome);
  }

  /** Sets fields and the status of an existing lead in one write, and counts the lead in that status. */
  private async update(id: string, fields: Record<string, unknown>, status: LeadStatus): Promise<void> {
    const defined = Object.entries(fields).filter(([, value]) => value !== undefined);
    const all = { ...Object.fromEntries(defined), status, updatedAt: this.clock().toISOString() };
    const keys = Object.keys(all);
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id },
        UpdateExpression: `SET ${keys.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
        // The lead may have been deleted meanwhile (deletion right): never bring it back half-written.
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeNames: Object.fromEntries(keys.map((key, i) => [`#f${i}`, key])),
        ExpressionAttributeValues: Object.fromEntries(
          Object.values(all).map((value, i) => [`:f${i}`, value]),
        ),
      }),
    );
    countLead(status);
  }
}
