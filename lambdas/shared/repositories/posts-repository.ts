import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { BlogPost, BlogPostSummary } from '../contracts/blog';
import type { PostHead, PostRecord } from './post-record';

type Item = Record<string, unknown>;
type Key = Record<string, unknown>;

const HEAD = 'head';
const BODY = 'body';
const BY_SLUG = 'bySlug';
const PUBLISHED = 'publishedByDate';
/** The one partition of the sparse published index. */
const PUBLISHED_PK = 'published';
const SUMMARY = ['id', 'slug', 'title', 'author', 'category', 'excerpt', '#date'];

const summaryOf = (item: Item): BlogPostSummary => ({
  id: item.id as string,
  slug: item.slug as string,
  title: item.title as string,
  author: item.author as string,
  category: item.category as string,
  excerpt: item.excerpt as string,
  date: item.date as string,
});
const headOf = (item: Item): PostHead => ({ ...summaryOf(item), published: item.published === true });

/** The head item: only a published head carries the keys of the sparse published index. */
const headItem = ({ content: _content, ...head }: PostHead & { content?: string }): Item => ({
  ...head,
  part: HEAD,
  ...(head.published ? { publishedPk: PUBLISHED_PK, publishedSk: `${head.date}#${head.id}` } : {}),
});

/**
 * The only code that reads and writes blog posts. A post is two items under its id: a small head
 * (fields and index keys) and a body (the HTML). See docs/blog-data.md for the access patterns.
 */
export class PostsRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Exact count of published posts: one COUNT query while the published heads fit in 1 MB. */
  async countPublished(): Promise<number> {
    let total = 0;
    let start: Key | undefined;
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
    const post = await this.findById(id);
    if (!post?.published) return undefined;
    const { published: _published, ...visible } = post;
    return visible;
  }

  /** Any post by id, published or not (admin). */
  async findById(id: string): Promise<PostRecord | undefined> {
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

  /** Every post with this slug, published or not (admin; more than one only if someone bypassed the CLI). */
  async findBySlug(slug: string): Promise<PostHead[]> {
    const { Items = [] } = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: BY_SLUG,
        KeyConditionExpression: 'slug = :slug',
        ExpressionAttributeValues: { ':slug': slug },
      }),
    );
    return Items.map(headOf);
  }

  /** Every post with its HTML, published or not, newest first (admin list and export). */
  async listAll(): Promise<PostRecord[]> {
    const items: Item[] = [];
    let start: Key | undefined;
    do {
      const page = await this.db.send(new ScanCommand({ TableName: this.table, ExclusiveStartKey: start }));
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    const bodies = new Map(items.filter((i) => i.part === BODY).map((i) => [i.id, i.content as string]));
    return items
      .filter((item) => item.part === HEAD)
      .map((item) => ({ ...headOf(item), content: bodies.get(item.id) ?? '' }))
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  }

  /**
   * Writes a post, body first: the head is what makes a post visible, so readers never see a head
   * whose body is missing. `create` refuses to replace an existing id. No transactions needed.
   */
  async save(post: PostRecord, mode: 'create' | 'replace'): Promise<void> {
    const condition = mode === 'create' ? { ConditionExpression: 'attribute_not_exists(id)' } : {};
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { id: post.id, part: BODY, content: post.content },
        ...condition,
      }),
    );
    await this.saveHead(post);
  }

  /** Rewrites the head only (publish, unpublish): one atomic item write. */
  async saveHead(head: PostHead): Promise<void> {
    await this.db.send(new PutCommand({ TableName: this.table, Item: headItem(head) }));
  }

  /** Deletes a post, head first, so it leaves every public read before its body goes. */
  async remove(id: string): Promise<void> {
    await this.db.send(new DeleteCommand({ TableName: this.table, Key: { id, part: HEAD } }));
    await this.db.send(new DeleteCommand({ TableName: this.table, Key: { id, part: BODY } }));
  }

  /** Skips `count` published posts with key-only reads; undefined when there are no more after them. */
  private async skipPublished(count: number): Promise<Key | undefined> {
    let remaining = count;
    let start: Key | undefined;
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
