import {
  GetCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { BlogPost, BlogPostSummary } from '../contracts/blog';
import {
  BODY,
  BY_SLUG,
  HEAD,
  headOf,
  PUBLISHED,
  PUBLISHED_PK,
  SUMMARY,
  summaryOf,
  type Item,
} from './post-items';
import type { PostRecord } from './post-record';

/**
 * The public blog's reads, and all a Lambda may do with posts: its calls are the `published-posts` grants of
 * infra/data-access.ts. A post is two items under its id, a small head and a body (docs/blog-data.md).
 */
export class PublishedPostsRepository {
  constructor(
    protected readonly db: DynamoDBDocumentClient,
    protected readonly table: string,
  ) {}

  /** Exact count of published posts: one COUNT query while the published heads fit in 1 MB. */
  async countPublished(): Promise<number> {
    let total = 0;
    let start: Item | undefined;
    do {
      const page = await this.queryPublished({ Select: 'COUNT', ExclusiveStartKey: start });
      total += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    return total;
  }

  /** Page `page` (from 1) of published posts, newest first: one query, plus one key-only skip past page 1. */
  async publishedPage(page: number, size: number): Promise<BlogPostSummary[]> {
    const start = page > 1 ? await this.skipPublished((page - 1) * size) : undefined;
    if (page > 1 && !start) return [];
    const { Items = [] } = await this.queryPublished({
      Limit: size,
      ExclusiveStartKey: start,
      ProjectionExpression: SUMMARY.join(', '),
      ExpressionAttributeNames: { '#date': 'date' },
    });
    return Items.map(summaryOf);
  }

  /** The published post with this slug, if any: the slug index gives the head, then the body. */
  async publishedBySlug(slug: string): Promise<BlogPost | undefined> {
    const { Items = [] } = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: BY_SLUG,
        KeyConditionExpression: 'slug = :slug',
        FilterExpression: 'published = :yes',
        ExpressionAttributeValues: { ':slug': slug, ':yes': true },
      }),
    );
    const head = Items[0];
    if (!head) return undefined;
    const { Item: body } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { id: head.id, part: BODY } }),
    );
    return { ...summaryOf(head), content: (body?.content as string | undefined) ?? '' };
  }

  /** The published post with this id, if any: head and body in one query. */
  async publishedById(id: string): Promise<BlogPost | undefined> {
    const post = await this.readPost(id);
    if (!post?.published) return undefined;
    const { published: _published, ...visible } = post;
    return visible;
  }

  /** Any post by id, published or not: head and body in one consistent query of its partition. */
  protected async readPost(id: string): Promise<PostRecord | undefined> {
    const { Items = [] } = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'id = :id',
        ExpressionAttributeValues: { ':id': id.toLowerCase() },
        ConsistentRead: true,
      }),
    );
    const head = Items.find((item) => item.part === HEAD);
    if (!head) return undefined;
    const body = Items.find((item) => item.part === BODY);
    return { ...headOf(head), content: (body?.content as string | undefined) ?? '' };
  }

  /** Skips `count` published posts with key-only reads; undefined when there are no more after them. */
  private async skipPublished(count: number): Promise<Item | undefined> {
    let remaining = count;
    let start: Item | undefined;
    while (remaining > 0) {
      const page = await this.queryPublished({
        Limit: remaining,
        ExclusiveStartKey: start,
        ProjectionExpression: 'id',
      });
      remaining -= page.Count ?? 0;
      start = page.LastEvaluatedKey;
      if (!start) return undefined;
    }
    return start;
  }

  private queryPublished(input: Partial<QueryCommandInput>) {
    return this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: PUBLISHED,
        KeyConditionExpression: 'publishedPk = :pk',
        ScanIndexForward: false,
        ...input,
        ExpressionAttributeValues: { ':pk': PUBLISHED_PK },
      }),
    );
  }
}
