import { tableDefinition } from '../../catalog/tables';
import { documentClient } from '../shared/dynamo';
import { tableName } from '../shared/env';
import { publicReadCache } from '../shared/http/cache';
import { NotFoundError } from '../shared/http/errors';
import { json } from '../shared/http/responses';
import { route } from '../shared/http/route';
import { PublishedPagesRepository } from '../shared/repositories/published-pages-repository';
import { ProgrammaticPageParamsSchema } from './contract';

const pagesTable = tableDefinition('pages');

export const handler = route({ params: ProgrammaticPageParamsSchema }, async ({ params }) => {
  const page = await new PublishedPagesRepository(documentClient(), tableName(pagesTable)).get(params.slug);
  if (!page) throw new NotFoundError('Page not found');
  return json(200, page, publicReadCache);
});
