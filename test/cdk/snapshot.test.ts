import { synthStage } from './support';

/**
 * Asset hashes change with every code or build change, and so do the ids of function versions (they hash the
 * code's asset, which differs between checkouts): the template around them is what is reviewed.
 */
function scrub(template: unknown): unknown {
  return JSON.parse(
    JSON.stringify(template, (key, value: unknown) => (key === 'Analytics' ? '[version metadata]' : value))
      .replace(/[0-9a-f]{64}/g, '[asset hash]')
      .replace(/(CurrentVersion[0-9A-F]{8})[0-9a-f]{32}(?:[0-9A-F]{8})?/g, '$1[version hash]'),
  );
}

describe('template snapshot', () => {
  // Fixture routes and tables keep this snapshot still while the real route table grows.
  const { stacks, ...templates } = synthStage({ stage: 'prod', fixtures: true });

  it.each(['data', 'email', 'api', 'edge', 'web'] as const)(
    '%s stack matches the reviewed template',
    (part) => {
      expect(scrub(templates[part].toJSON())).toMatchSnapshot();
      expect(stacks[part].stackName).toMatch(/^ContentCopilot-prod-/);
    },
  );
});
