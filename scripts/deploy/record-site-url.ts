import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes a stage's `siteUrl` into cdk.json, where the CDK app (links in emails), the build (canonical
 * addresses) and the admin CLI (rendered pages) all read it; the file is committed, so the next deploy from
 * any clone builds for the same address. A CloudFront domain lasts as long as its distribution. One line is
 * added (or changed) under the stage's key, so the rest of the file stays as its owner formatted it.
 */
export function recordSiteUrl(stage: string, siteUrl: string, cdkJson = 'cdk.json'): void {
  const text = readFileSync(cdkJson, 'utf8');
  const cdk = JSON.parse(text) as { context: { stages: Record<string, { siteUrl?: string }> } };
  const current = cdk.context.stages[stage];
  if (!current) throw new Error(`cdk.json has no stage ${stage}`);
  const value = JSON.stringify(siteUrl);
  const opening = new RegExp(`^([ \\t]*)${JSON.stringify(stage)}: \\{$`, 'm').exec(text);
  let next: string | undefined;
  if (current.siteUrl !== undefined) {
    const old = `"siteUrl": ${JSON.stringify(current.siteUrl)}`;
    const at = text.indexOf(old, opening?.index ?? 0);
    if (at >= 0) next = text.slice(0, at) + `"siteUrl": ${value}` + text.slice(at + old.length);
  } else if (opening) {
    const end = opening.index + opening[0].length;
    next = `${text.slice(0, end)}\n${opening[1]}  "siteUrl": ${value},${text.slice(end)}`;
  }
  if (next === undefined) {
    cdk.context.stages[stage] = { ...current, siteUrl };
    next = `${JSON.stringify(cdk, null, 2)}\n`;
  }
  // Whatever was edited must still be the same settings plus this one.
  const check = JSON.parse(next) as typeof cdk;
  if (check.context.stages[stage]?.siteUrl !== siteUrl) throw new Error('cdk.json could not be updated');
  writeFileSync(cdkJson, next);
}
