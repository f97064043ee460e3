import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadStageConfig } from '../../../infra/config';
import { checkSiteBuild } from '../../../infra/site-build';

const base = {
  region: 'eu-west-1',
  senderEmail: 'noreply@copilot-ops.net',
  supportEmail: 'support@copilot-ops.net',
  alarmEmail: 'alerts@copilot-ops.net',
};
const stage = (extra: object = {}) => loadStageConfig('prod', { prod: { ...base, ...extra } });
const builtFor = (siteUrl?: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'site-build-'));
  if (siteUrl)
    writeFileSync(join(dir, '.site.json'), JSON.stringify({ siteUrl, builtAt: new Date().toISOString() }));
  return dir;
};

describe('the build a deploy ships', () => {
  it('must be prerendered for the stage’s own address', () => {
    const config = stage({ siteUrl: 'https://www.copilot-ops.net' });
    expect(checkSiteBuild(builtFor('https://www.copilot-ops.net'), config)).toBeUndefined();
    expect(() => checkSiteBuild(builtFor('http://localhost:3000'), config)).toThrow(
      'was built for http://localhost:3000, but stage prod is https://www.copilot-ops.net: run `SITE_URL=https://www.copilot-ops.net npm run build`',
    );
  });

  it('takes the custom domain when the stage names no siteUrl', () => {
    const config = stage({
      domain: {
        name: 'tools.copilot-ops.net',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012',
      },
    });
    expect(checkSiteBuild(builtFor('https://tools.copilot-ops.net'), config)).toBeUndefined();
  });

  it('refuses a folder with no prerendered build and warns when the stage has no address yet', () => {
    expect(() => checkSiteBuild(builtFor(), stage())).toThrow(
      'holds no prerendered build: run `npm run build` first',
    );
    expect(checkSiteBuild(builtFor('http://localhost:3000'), stage())).toMatch(
      /^Stage prod has no siteUrl or domain: its pages name http:\/\/localhost:3000 as their address/,
    );
  });
});
