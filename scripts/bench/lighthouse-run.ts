import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface LighthouseReport {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
}

/**
 * One mobile Lighthouse run through `npx lighthouse@13.5.0` (pinned) (never a dependency: its tree breaks `npm ci`), in
 * the browser at `chromePath` (scripts/browser.ts picks the system or the packaged Chromium).
 */
export async function runLighthouse(
  url: string,
  chromePath: string,
  categories?: readonly string[],
): Promise<LighthouseReport> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '-y',
      'lighthouse@13.5.0',
      url,
      '--form-factor=mobile',
      '--output=json',
      '--quiet',
      ...(categories ? [`--only-categories=${categories.join(',')}`] : []),
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}
