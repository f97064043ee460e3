import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stageSiteUrl } from '../../../scripts/admin/site-target';
import { fileInLayer } from '../../../scripts/local/site-files';
import { keyOfPath } from '../../../scripts/site/site-info';
import { isEditorKey } from '../../../scripts/site/site-pages';

describe('fileInLayer', () => {
  it('keeps keys inside the layer and refuses traversal, hidden files and bad escapes', () => {
    expect(fileInLayer('/srv/site', '/blog/a%20b/index.html')).toBe('/srv/site/blog/a b/index.html');
    for (const key of [
      '/../etc/passwd',
      '/blog/%2e%2e/%2e%2e/x',
      '/.site.json',
      '/a%00b',
      '/a\\..\\b',
      '/%E0%A4%A',
    ]) {
      expect(fileInLayer('/srv/site', key)).toBeUndefined();
    }
  });
});

describe('editor keys', () => {
  it('maps page paths to keys and knows which keys the publisher owns', () => {
    expect(keyOfPath('/blog/my-post')).toBe('blog/my-post/index.html');
    expect(keyOfPath('/tools/bakery/')).toBe('tools/bakery/index.html');
    expect(keyOfPath('/')).toBe('index.html');
    for (const key of [
      'blog/index.html',
      'blog/page/3/index.html',
      'blog/x/index.html',
      'tools/y/index.html',
      'rss.xml',
    ]) {
      expect(isEditorKey(key)).toBe(true);
    }
    for (const key of [
      'index.html',
      'assets/app.js',
      'blog/x/y/index.html',
      'tools/index.html',
      'robots.txt',
    ]) {
      expect(isEditorKey(key)).toBe(false);
    }
  });
});

describe('stageSiteUrl', () => {
  const dir = mkdtempSync(join(tmpdir(), 'copilot-cdk-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cdk = (stages: unknown) => {
    const file = join(dir, 'cdk.json');
    writeFileSync(file, JSON.stringify({ context: { stages } }));
    return file;
  };

  const valid = {
    region: 'us-east-1',
    senderEmail: 'noreply@copilot-ops.net',
    supportEmail: 'support@copilot-ops.net',
    alarmEmail: 'alerts@copilot-ops.net',
  };
  const certificateArn =
    'arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012';

  it('takes the custom domain, else siteUrl, and tells the editor to set siteUrl when neither exists', () => {
    expect(stageSiteUrl('qa', cdk({ qa: { ...valid, siteUrl: 'https://qa.copilot-ops.net/' } }))).toBe(
      'https://qa.copilot-ops.net',
    );
    const prod = { ...valid, domain: { name: 'www.copilot-ops.net', certificateArn } };
    expect(stageSiteUrl('prod', cdk({ prod }))).toBe('https://www.copilot-ops.net');
    expect(() => stageSiteUrl('qa', cdk({ qa: valid }))).toThrow("Stage 'qa' has no siteUrl");
  });
});
