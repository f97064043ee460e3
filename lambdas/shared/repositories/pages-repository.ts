import { BatchWriteCommand, DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { ProgrammaticPage } from '../contracts/programmatic-page';
import { PublishedPagesRepository } from './published-pages-repository';

/** BatchWriteItem takes at most 25 items a call. */
const BATCH = 25;
const MAX_ATTEMPTS = 5;

/**
 * The editor's reads and writes on top of the public read, for the admin CLI and the local seed only.
 * No Lambda builds it, so no function role is granted what it sends.
 */
export class PagesRepository extends PublishedPagesRepository {
  /** Every page, by slug (admin). */
  async list(): Promise<ProgrammaticPage[]> {
    const pages: ProgrammaticPage[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(new ScanCommand({ TableName: this.table, ExclusiveStartKey: start }));
      pages.push(...((out.Items ?? []) as ProgrammaticPage[]));
      start = out.LastEvaluatedKey;
    } while (start);
    return pages.sort((a, b) => a.slug.localeCompare(b.slug));
  }

  /** Creates or replaces pages, 25 a call, retrying what DynamoDB leaves unprocessed. */
  async putMany(pages: readonly ProgrammaticPage[]): Promise<void> {
    for (let i = 0; i < pages.length; i += BATCH) {
      let requests = pages.slice(i, i + BATCH).map((page) => ({ PutRequest: { Item: page } }));
      for (let attempt = 1; requests.length > 0; attempt++) {
        if (attempt > MAX_ATTEMPTS)
          throw new Error('DynamoDB kept throttling the page import; run it again.');
        const out = await this.db.send(new BatchWriteCommand({ RequestItems: { [this.table]: requests } }));
        requests = (out.UnprocessedItems?.[this.table] ?? []) as typeof requests;
        if (requests.length) await new Promise((done) => setTimeout(done, 100 * 2 ** attempt));
      }
    }
  }

  /** Deletes a page; false when there was none. */
  async remove(slug: string): Promise<boolean> {
    const { Attributes } = await this.db.send(
      new DeleteCommand({ TableName: this.table, Key: { slug }, ReturnValues: 'ALL_OLD' }),
    );
    return Attributes !== undefined;
  }
}
