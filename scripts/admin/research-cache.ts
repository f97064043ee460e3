import { DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { outputLanguages } from '../../lambdas/shared/contracts/languages';
import { researchKey } from '../../lambdas/shared/repositories/research-repository';
import { normalisedKeyword } from '../../lambdas/shared/research/research';

/**
 * The operator's hand on the research cache (never bundled into a function): a keyword's cached sources,
 * in every output language, removed so its next brief searches afresh.
 */
export class ResearchCache {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Removes a keyword's cached research (as the functions normalise it); returns the languages it had. */
  async purge(keyword: string): Promise<string[]> {
    const key = normalisedKeyword(keyword);
    const removed = await Promise.all(
      outputLanguages.map(async ({ code }) => {
        const { Attributes } = await this.db.send(
          new DeleteCommand({
            TableName: this.table,
            Key: { key: researchKey(code, key) },
            ReturnValues: 'ALL_OLD',
          }),
        );
        return Attributes ? [code] : [];
      }),
    );
    return removed.flat();
  }
}
