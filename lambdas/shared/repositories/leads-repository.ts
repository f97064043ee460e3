import {
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { RoastResult } from '../../brand-roast/contract';
import { hashAddress } from '../email/address-hash';
import { leadId, optOutId, type Lead, type LeadStatus, type NewLead } from './lead-record';

/** The one partition of the sparse `byCreated` index: every lead, none of the opt-outs. */
const KIND = 'lead';
const BATCH = 25;
const DAY_SECONDS = 86_400;

export interface LeadFilter {
  /** ISO time: only leads created at or after it. */
  since?: string;
  source?: string;
  status?: LeadStatus;
}

const isConditionFailure = (err: unknown) => (err as Error).name === 'ConditionalCheckFailedException';
const stripKeys = ({ kind: _kind, ...lead }: Record<string, unknown>) => lead as unknown as Lead;

/**
 * The only code that reads and writes leads and opt-outs. No transactions (dynalite has none): each
 * step is one conditional write, so a retry or a second concurrent request can never double a lead
 * or an email.
 */
export class LeadsRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly clock: () => Date = () => new Date(),
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
    };
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...lead, kind: KIND },
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
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
    return Item && Item.kind === KIND ? stripKeys(Item) : undefined;
  }

  /** Keeps the generated result with the lead. */
  async recordResult(id: string, result: RoastResult, demo: boolean): Promise<void> {
    await this.update(id, { result, demo }, 'generated');
  }

  /** Marks generation as failed, with an error code. */
  async recordFailure(id: string, code: string): Promise<void> {
    await this.update(id, { failure: code }, 'failed');
  }

  /**
   * Claims the right to email a lead: only the first caller wins, and only once unless the last send
   * failed. This is what keeps a retried or doubled request from sending a second email.
   */
  async claimEmail(id: string): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id },
          UpdateExpression: 'SET #claimed = :now',
          ConditionExpression:
            'attribute_exists(id) AND (attribute_not_exists(#claimed) OR #status = :failed)',
          ExpressionAttributeNames: { '#claimed': 'emailClaimedAt', '#status': 'status' },
          ExpressionAttributeValues: { ':now': this.clock().toISOString(), ':failed': 'email_failed' },
        }),
      );
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

  /** Records that an address wants no more email (idempotent; keeps the first time). */
  async optOut(emailHash: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id: optOutId(emailHash) },
        UpdateExpression: 'SET #at = if_not_exists(#at, :now)',
        ExpressionAttributeNames: { '#at': 'optedOutAt' },
        ExpressionAttributeValues: { ':now': this.clock().toISOString() },
      }),
    );
  }

  /** Whether the address opted out. */
  async isOptedOut(email: string): Promise<boolean> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: { id: optOutId(hashAddress(email)) },
        ConsistentRead: true,
      }),
    );
    return Item !== undefined;
  }

  /** Every lead of an address, newest first. */
  async findByEmail(email: string): Promise<Lead[]> {
    return this.queryAll({
      IndexName: 'byEmail',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'emailHash' },
      ExpressionAttributeValues: { ':pk': hashAddress(email) },
    });
  }

  /** Leads newest first, from the time index or the source index; status is a filter on either. */
  async list(filter: LeadFilter = {}): Promise<Lead[]> {
    const names: Record<string, string> = { '#pk': filter.source ? 'source' : 'kind' };
    const values: Record<string, unknown> = { ':pk': filter.source ?? KIND };
    if (filter.since) {
      names['#sk'] = 'createdAt';
      values[':since'] = filter.since;
    }
    if (filter.status) {
      names['#status'] = 'status';
      values[':status'] = filter.status;
    }
    return this.queryAll({
      IndexName: filter.source ? 'bySource' : 'byCreated',
      KeyConditionExpression: filter.since ? '#pk = :pk AND #sk >= :since' : '#pk = :pk',
      ...(filter.status ? { FilterExpression: '#status = :status' } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
  }

  /** Deletes every lead of an address, results included (the deletion right); returns how many. */
  async deleteByEmail(email: string): Promise<number> {
    const ids = (await this.findByEmail(email)).map((lead) => lead.id);
    for (let i = 0; i < ids.length; i += BATCH) {
      let requests = ids.slice(i, i + BATCH).map((id) => ({ DeleteRequest: { Key: { id } } }));
      for (let attempt = 1; requests.length > 0; attempt++) {
        if (attempt > 5) throw new Error('DynamoDB kept throttling the deletion; run it again.');
        const out = await this.db.send(new BatchWriteCommand({ RequestItems: { [this.table]: requests } }));
        requests = (out.UnprocessedItems?.[this.table] ?? []) as typeof requests;
        if (requests.length) await new Promise((done) => setTimeout(done, 100 * 2 ** attempt));
      }
    }
    return ids.length;
  }

  /** Sets fields and the status of an existing lead in one write. */
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
  }

  private async queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Lead[]> {
    const leads: Lead[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          ...input,
          TableName: this.table,
          ScanIndexForward: false,
          ExclusiveStartKey: start,
        }),
      );
      leads.push(...(out.Items ?? []).map(stripKeys));
      start = out.LastEvaluatedKey;
    } while (start);
    return leads;
  }
}
