import {
  GetCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { BlogPost, BlogPostSummary } from '../contracts/blog';
import {
  BODY,
  BY_PAGE,
  BY_SLUG,
  HEAD,
  headOf,
  META_KEY,
  PUBLISHED,
  PUBLISHED_PK,
  SUMMARY,
  summaryOf,
} from './post-items';
import type { PostRecord } from './post-record';

/**
 * The public blog's reads, and all a Lambda may do with posts: its calls are the `published-posts` grants of
 * catalog/data-access.ts. A post is two items under its id, a small head and a body (docs/blog-data.md).
 */
export class PublishedPostsRepository {
  constructor(
    protected readonly db: DynamoDBDocumentClient,
    protected readonly table: string,
  ) {}

  /** How many posts are published: the count item the admin CLI keeps (0 before its first publish). */
  async countPublished(): Promise<number> {
    const { Item } = await this.db.send(new GetCommand({ TableName: this.table, Key: META_KEY }));
    return typeof Item?.published === 'number' ? Item.published : 0;
  }

  /**
   * List page `page` of `lastPage`, newest first, in one query: the newest page is the latest `size` posts;
   * any other page is the block of posts the CLI numbered `page` from the oldest (docs/blog-data.md).
   */
  async listPage(page: number, lastPage: number, size: number): Promise<BlogPostSummary[]> {
    const summary = {
      ProjectionExpression: SUMMARY.join(', '),
      ExpressionAttributeNames: { '#date': 'date' },
    };
    if (page === lastPage) {
      const { Items = [] } = await this.queryPublished({ Limit: size, ...summary });
      return Items.map(summaryOf);
    }
    const { Items = [] } = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: BY_PAGE,
        KeyConditionExpression: 'listPage = :page',
        ExpressionAttributeValues: { ':page': page },
        ScanIndexForward: false,
        ...summary,
      }),
    );
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

  protected queryPublished(input: Partial<QueryCommandInput>) {
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
