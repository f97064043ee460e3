import { DeleteCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { BODY, BY_SLUG, HEAD, bodyItem, headItem, headOf, type Item } from './post-items';
import type { PostHead, PostRecord } from './post-record';
import { PublishedPostsRepository } from './published-posts-repository';

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
}
