import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { hashAddress } from '../email/address-hash';
import { batchWrite } from './batch-write';
import { LEAD_KIND, type Lead, type LeadStatus } from './lead-record';
import { leadOf, RoastLeadsRepository } from './roast-leads-repository';

export interface LeadFilter {
  /** ISO time: only leads created at or after it. */
  since?: string;
  source?: string;
  status?: LeadStatus;
}

/**
 * The editors' reads and deletions on top of what the roast does, for the admin CLI only: listings are
 * index queries (no scans). No Lambda builds it, so no function role may list or delete leads.
 */
export class LeadsRepository extends RoastLeadsRepository {
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
    const values: Record<string, unknown> = { ':pk': filter.source ?? LEAD_KIND };
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
    const requests = ids.map((id) => ({ DeleteRequest: { Key: { id } } }));
    await batchWrite(this.db, this.table, requests, 'DynamoDB kept throttling the deletion; run it again.');
    return ids.length;
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
      leads.push(...(out.Items ?? []).map(leadOf));
      start = out.LastEvaluatedKey;
    } while (start);
    return leads;
  }
}
