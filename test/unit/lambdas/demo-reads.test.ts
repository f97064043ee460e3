import { everyTool } from '../../support/tool-fixtures';

describe.each(everyTool())('the demo of $id', ({ fixtures }) => {
  const { body, parse, demo, changes, ignored } = fixtures.demoReads;
  const answerTo = (request: unknown) => JSON.stringify(demo(parse(request)));

  it('reads every field of its request, or says why it leaves one alone', () => {
    const fields = Object.keys(parse(body()) as object);
    expect(fields.filter((field) => !(field in changes) && !(field in ignored))).toEqual([]);
  });

  it.each(Object.keys(changes))('answers differently when %s changes', (field) => {
    const change = changes[field];
    const changed = typeof change === 'function' ? change(body()) : { ...body(), [field]: change };
    expect(answerTo(changed)).not.toBe(answerTo(body()));
  });
});
