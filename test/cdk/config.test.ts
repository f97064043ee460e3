import { loadStageConfig } from '../../infra/config';
import { stages } from './support';

describe('stage configuration', () => {
  it('accepts a complete stage and applies defaults', () => {
    expect(loadStageConfig('test', stages)).toEqual({
      ...stages.test,
      stage: 'test',
      priceClass: 'PriceClass_100',
    });
  });

  it('fails with a message naming a missing or malformed value', () => {
    const { senderEmail: _omit, ...missing } = stages.test;
    expect(() => loadStageConfig('test', { test: missing })).toThrow(/stages\.test\.senderEmail/);
    expect(() => loadStageConfig('test', { test: { ...stages.test, region: 'Europe' } })).toThrow(
      /stages\.test\.region must be an AWS region/,
    );
  });

  it('fails on an unknown stage, listing the known ones', () => {
    expect(() => loadStageConfig('qa', stages)).toThrow(
      'No configuration for stage "qa" in cdk.json context "stages" (have: test, prod).',
    );
  });
});
