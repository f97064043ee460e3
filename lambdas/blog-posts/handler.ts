import { tableDefinition } from '../../catalog/tables';
import { documentClient } from '../shared/dynamo';
import { tableName } from '../shared/env';
import { publicReadCache } from '../shared/http/cache';
import { json } from '../shared/http/responses';
import { route } from '../shared/http/route';
import { PublishedPostsRepository } from '../shared/repositories/published-posts-repository';
import { BlogPostsQuerySchema } from './contract';
import { listPublishedPosts } from './service';

const postsTable = tableDefinition('posts');

export const handler = route({ query: BlogPostsQuerySchema }, async ({ query }) => {
  const posts = new PublishedPostsRepository(documentClient(), tableName(postsTable));
  return json(200, await listPublishedPosts(posts, query.page), publicReadCache);
});
