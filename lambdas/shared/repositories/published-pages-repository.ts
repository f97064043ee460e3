import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ProgrammaticPage } from '../contracts/programmatic-page';

/**
 * The public read of programmatic pages, and all a Lambda may do with them: its one call is the
 * `published-pages` grant of catalog/data-access.ts. One item per slug.
 */
export class PublishedPagesRepository {
  constructor(
    protected readonly db: DynamoDBDocumentClient,
    protected readonly table: string,
  ) {}

  /** One page by slug: a single GetItem. */
  async get(slug: string): Promise<ProgrammaticPage | undefined> {
    const { Item } = await this.db.send(new GetCommand({ TableName: this.table, Key: { slug } }));
    return Item as ProgrammaticPage | undefined;
  }
}
