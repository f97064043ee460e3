import { clientsOfFunction } from '../../../scripts/bench/bundle-floors';
import { catalogueGaps, measureBundles } from '../../../scripts/bench/bundles-run';

describe('bench:bundles', () => {
  it('finds a function’s SDK clients by its physical name, content-copilot-<stage>-<id>', () => {
    expect(clientsOfFunction('content-copilot-dev-content-brief', 'dev')).toEqual(['dynamodb', 'bedrock']);
    expect(clientsOfFunction('content-copilot-dev-fallback', 'dev')).toEqual([]);
    expect(() => clientsOfFunction('dev-health', 'dev')).toThrow(/not a function of stage dev/);
  });

  it('runs its whole setup for one function, one run: sizes and import times beside both floors', () => {
    const [row, ...others] = measureBundles({ runs: 1, only: ['health'] });
    expect(others).toEqual([]);
    expect(row).toMatchObject({ name: 'content-copilot-dev-health', floor: 'dynamodb' });
    for (const bytes of [row!.gzip.coldStart, row!.gzip.sdkFloor, row!.gzip.libraryFloor])
      expect(bytes).toBeGreaterThan(10_000);
    for (const ms of Object.values(row!.importMs)) expect(ms).toBeGreaterThan(0);
    expect(row!.libraries).toContain('zod');
  }, 120_000);

  it('knows how every function’s cold start uses each of its libraries, so the whole bench can run', () => {
    expect(catalogueGaps()).toEqual([]);
  }, 180_000);
});
