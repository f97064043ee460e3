import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadStageConfig } from '../../../infra/config';
import { failureKind } from '../../../scripts/deploy/findings';
import { preflight } from '../../../scripts/deploy/preflight';

const qa = {
  region: 'eu-west-1',
  senderEmail: 'roast@copilot.test',
  supportEmail: 'help@copilot.test',
  retainData: false,
};
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** Fake keys and an STS endpoint of our own: nothing read from this machine's AWS configuration. */
function withFakeKeys(stsEndpoint: string): NodeJS.ProcessEnv {
  const none = mkdtempSync(join(tmpdir(), 'no-aws-'));
  return {
    ...saved,
    AWS_ACCESS_KEY_ID: 'AKIAFAKEFAKEFAKEFAKE',
    AWS_SECRET_ACCESS_KEY: 'fake-secret',
    AWS_PROFILE: '',
    AWS_CONFIG_FILE: join(none, 'config'),
    AWS_SHARED_CREDENTIALS_FILE: join(none, 'credentials'),
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_ENDPOINT_URL_STS: stsEndpoint,
  };
}

/** A local port nothing listens on: a connection to it is refused, as a blocked network's would be. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** An STS that refuses every caller, as AWS answers unknown keys. */
async function refusingSts(): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(403, { 'content-type': 'text/xml' });
    res.end(
      '<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type>Sender</Type>' +
        '<Code>InvalidClientTokenId</Code><Message>The security token included in the request is invalid.</Message>' +
        '</Error><RequestId>1</RequestId></ErrorResponse>',
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

describe('--check tells a network problem from a credentials problem', () => {
  it('with keys and no way to reach AWS, says it could not reach AWS, not that the credentials are missing', async () => {
    process.env = withFakeKeys(`http://127.0.0.1:${await closedPort()}`);
    const { findings, account } = await preflight(loadStageConfig('qa', { qa }));
    expect(account).toBeUndefined();
    const failed = findings.filter((f) => f.level === 'fail');
    expect(failed).toEqual([
      {
        level: 'fail',
        what: expect.stringMatching(
          /^Could not reach AWS \(STS in eu-west-1: .*ECONNREFUSED.*\): a network, DNS or proxy problem/,
        ),
        fix: expect.stringContaining('HTTPS_PROXY'),
      },
    ]);
    expect(JSON.stringify(findings)).not.toMatch(/No usable AWS credentials|aws configure/);
  });

  it('when AWS answers and refuses the keys, says so and points at the credentials', async () => {
    const sts = await refusingSts();
    try {
      process.env = withFakeKeys(`http://127.0.0.1:${(sts.address() as AddressInfo).port}`);
      const { findings } = await preflight(loadStageConfig('qa', { qa }));
      expect(findings.filter((f) => f.level === 'fail')).toEqual([
        {
          level: 'fail',
          what: expect.stringMatching(/^AWS refused the credentials \(InvalidClientTokenId: /),
          fix: expect.stringContaining('aws sso login'),
        },
      ]);
    } finally {
      sts.close();
    }
  });

  it('sorts SDK failures by what fixes them', () => {
    expect(failureKind(Object.assign(new Error('x'), { name: 'CredentialsProviderError' }))).toBe(
      'no-credentials',
    );
    expect(failureKind(Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' }))).toBe('unreachable');
    expect(failureKind(Object.assign(new Error('socket'), { $metadata: { attempts: 3 } }))).toBe(
      'unreachable',
    );
    expect(
      failureKind(
        Object.assign(new Error('denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } }),
      ),
    ).toBe('refused');
  });

  it('npm run deploy -- <stage> --check prints the line, with no stack trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-'));
    writeFileSync(join(dir, 'cdk.json'), JSON.stringify({ context: { stages: { qa } } }));
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        resolve('node_modules/tsx/dist/loader.mjs'),
        resolve('scripts/deploy.ts'),
        'qa',
        '--check',
      ],
      { cwd: dir, env: withFakeKeys(`http://127.0.0.1:${await closedPort()}`), encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('✗ Could not reach AWS (STS in eu-west-1');
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\n\s+at /);
  }, 30_000);
});
