import { parseEnv } from '../../../lambdas/shared/env';

describe('FETCH_ALLOW_HOSTS', () => {
  it('is empty by default, so the fetcher reaches no private address', () => {
    expect(parseEnv({}).FETCH_ALLOW_HOSTS).toEqual([]);
  });

  it('lists host:port pairs on the local stage', () => {
    const env = parseEnv({ STAGE: 'local', FETCH_ALLOW_HOSTS: '127.0.0.1:4000, Localhost:8080,[::1]:9000' });
    expect(env.FETCH_ALLOW_HOSTS).toEqual(['127.0.0.1:4000', 'localhost:8080', '[::1]:9000']);
  });

  it('is refused on any deployed stage, naming the setting but not its value', () => {
    expect(() => parseEnv({ STAGE: 'prod', FETCH_ALLOW_HOSTS: '127.0.0.1:9001' })).toThrow(
      'There was a problem with the server configuration: check FETCH_ALLOW_HOSTS.',
    );
  });

  it('refuses entries that are not host:port', () => {
    expect(() => parseEnv({ STAGE: 'local', FETCH_ALLOW_HOSTS: 'http://127.0.0.1:4000' })).toThrow(
      /FETCH_ALLOW_HOSTS/,
    );
  });
});
