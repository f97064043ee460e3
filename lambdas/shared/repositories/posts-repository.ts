import { DeleteCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BlogPostSummary } from '../contracts/blog';
import {
  BODY,
  BY_SLUG,
  HEAD,
  META_KEY,
  SUMMARY,
  bodyItem,
  headItem,
  headOf,
  summaryOf,
  type Item,
} from './post-items';
import type { PostHead, PostRecord } from './post-record';
import { PublishedPostsRepository } from './published-posts-repository';

/** The published posts as the CLI last numbered them into list pages. */
export interface Numbering {
  /** Every published post, newest first, with its list page (numbered from the oldest). */
  posts: (BlogPostSummary & { listPage: number })[];
  /** Published posts before this numbering, by the count item. */
  previousTotal: number;
  /** List pages whose posts changed. */
  changedPages: Set<number>;
}

/**
 * The editor's reads and writes on top of the public ones: drafts, scans and writes, for the admin CLI and
 * the local seed only. No Lambda builds it, so no function role is granted what it sends.
 */
export class PostsRepository extends PublishedPostsRepository {
  /** Any post by id, published or not. */
  findById(id: string): Promise<PostRecord | undefined> {
    return this.readPost(id);
  }

  /** Every post with this slug, published or not (more than one only if someone bypassed the CLI). */
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

  /** Every post with its HTML, published or not, newest first (list and export). */
  async listAll(): Promise<PostRecord[]> {
    const items: Item[] = [];
    let start: Item | undefined;
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
    await this.db.send(new PutCommand({ TableName: this.table, Item: bodyItem(post), ...condition }));
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

  /**
   * Numbers the published heads in blocks of `size` from the oldest (`listPage`) and stores their count:
   * adding a post changes only the newest block, so older list pages keep their posts. Writes only the
   * heads whose page changed; reads every published head (a few calls per thousand posts).
   */
  async renumberPages(size: number): Promise<Numbering> {
    const heads: Item[] = [];
    let start: Item | undefined;
    do {
      const page = await this.queryPublished({
        ScanIndexForward: true,
        ExclusiveStartKey: start,
        ProjectionExpression: [...SUMMARY, 'listPage'].join(', '),
        ExpressionAttributeNames: { '#date': 'date' },
      });
      heads.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    const previousTotal = await this.countPublished();
    const changedPages = new Set<number>();
    const posts = heads.map((head, i) => ({ ...summaryOf(head), listPage: Math.floor(i / size) + 1 }));
    for (const [i, post] of posts.entries()) {
      const was = heads[i]!.listPage as number | undefined;
      if (was === post.listPage) continue;
      changedPages.add(post.listPage);
      if (was) changedPages.add(was);
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id: post.id, part: HEAD },
          UpdateExpression: 'SET listPage = :page',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':page': post.listPage },
        }),
      );
    }
    if (previousTotal !== posts.length) {
      await this.db.send(
        new PutCommand({ TableName: this.table, Item: { ...META_KEY, published: posts.length } }),
      );
    }
    return { posts: posts.reverse(), previousTotal, changedPages };
  }
}
