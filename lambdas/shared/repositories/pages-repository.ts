import { DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { ProgrammaticPage } from '../contracts/programmatic-page';
import { batchWrite } from './batch-write';
import { PublishedPagesRepository } from './published-pages-repository';

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
    const requests = pages.map((page) => ({ PutRequest: { Item: { ...page } } }));
    await batchWrite(
      this.db,
      this.table,
      requests,
      'DynamoDB kept throttling the page import; run it again.',
    );
  }

  /** Deletes a page; false when there was none. */
  async remove(slug: string): Promise<boolean> {
    const { Attributes } = await this.db.send(
      new DeleteCommand({ TableName: this.table, Key: { slug }, ReturnValues: 'ALL_OLD' }),
    );
    return Attributes !== undefined;
  }
}
