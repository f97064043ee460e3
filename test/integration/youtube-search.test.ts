import { IdeaGeneratorResponseSchema } from '../../lambdas/youtube-analysis/contract';
import { YouTubeSearchResponseSchema } from '../../lambdas/youtube-analysis/search/contract';
import { errorOf, post } from '../support/http';
import { contentIdea, ideaBody, useYouTubeSite } from '../support/youtube-site';

const site = useYouTubeSite();
const search = (topic: string) => post(site.url('/functions/v1/youtube-search'), { topic });
const answerOf = (text: string) => YouTubeSearchResponseSchema.parse(JSON.parse(text));

describe('YouTube search and content ideas through the local stack', () => {
  it('finds 15 videos with three YouTube calls, then writes ideas that cite them', async () => {
    const res = await search('Sourdough Baking');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = answerOf(res.text);
    expect(answer).toMatchObject({ cached: false, demo: false });
    expect(answer.videos).toHaveLength(15);
    expect(site.youtube.unitsSpent()).toBe(102);
    expect(answer.videos.some((v) => v.subscribers === null && v.outlierScore === null)).toBe(true);
    expect(res.text).not.toContain('test-youtube-key');

    const titles = [
      'Starter Rescue Guide',
      'Crumb Shots, Explained',
      'Weekday Loaves',
      'Flour Showdown',
      'Shaping 101',
    ];
    site.fake.enqueue({
      kind: 'tool',
      inputs: [{ ideas: titles.map((t, i) => contentIdea(t, [i + 1, i + 1, 15])) }],
    });
    const ideas = await post(
      site.url('/functions/v1/idea-generator'),
      ideaBody('Sourdough Baking', answer.videos),
    );
    expect(ideas.status).toBe(200);
    const written = IdeaGeneratorResponseSchema.parse(JSON.parse(ideas.text));
    expect(written).toMatchObject({ demo: false, usage: { inputTokens: 120 } });
    expect(written.ideas.map((i) => i.basedOn)).toEqual(titles.map((_, i) => [i + 1, 15]));
    const prompt = JSON.stringify(site.fake.requests.at(-1)!.body.messages);
    expect(prompt).toContain(`Video 15: ${answer.videos[14]!.name}`);
  });

  it('answers the same keyword, however typed, from the cache without calling YouTube', async () => {
    const before = site.youtube.count();
    const res = await search('  sourdough   BAKING');
    expect(res.status).toBe(200);
    expect(answerOf(res.text)).toMatchObject({ cached: true, demo: false });
    expect(site.youtube.count()).toBe(before);
  });

  it('asks the model again when ideas cite videos that were not sent', async () => {
    const body = ideaBody('Sourdough', answerOf((await search('sourdough baking')).text).videos.slice(0, 3));
    const five = ['One', 'Two', 'Three', 'Four', 'Five'].map((t) => `${t} idea`);
    site.fake.enqueue(
      { kind: 'tool', inputs: [{ ideas: five.map((t, i) => contentIdea(t, [i === 4 ? 9 : 1])) }] },
      { kind: 'tool', inputs: [{ ideas: five.map((t) => contentIdea(t, [2])) }] },
    );
    const res = await post(site.url('/functions/v1/idea-generator'), body);
    expect(res.status).toBe(200);
    expect(JSON.stringify(site.fake.requests.at(-1)!.body.messages)).toContain(
      'cites video 9, but only videos 1 to 3 exist',
    );
  });

  it('rejects a blank keyword and an idea request without videos before calling anything', async () => {
    const calls = site.youtube.count();
    const res = await search('   ');
    expect(res.status).toBe(400);
    expect(errorOf(res.text).details).toEqual([
      { field: 'topic', message: 'Please enter a keyword to analyze.' },
    ]);
    const ideas = await post(site.url('/functions/v1/idea-generator'), { topic: 'x', clips: [] });
    expect(errorOf(ideas.text).details).toEqual([
      { field: 'clips', message: 'Analyze some videos first: ideas build on them.' },
    ]);
    expect(site.youtube.count()).toBe(calls);
  });

  it('maps a key YouTube refuses to a 502 that names no key', async () => {
    site.youtube.enqueue({ kind: 'keyInvalid' });
    const res = await search('knife sharpening');
    expect(res.status).toBe(502);
    expect(errorOf(res.text)).toMatchObject({
      code: 'youtube_access',
      error:
        'YouTube refused this site’s API key, so videos cannot be fetched right now. The site owner needs to check the key.',
    });
    expect(res.text).not.toContain('test-youtube-key');
  });

  it('gives up with a 504 when YouTube is too slow, and reports YouTube failures as 502', async () => {
    site.youtube.enqueue({ kind: 'slow', delayMs: 2000 });
    const slow = await search('slow keyword');
    expect(slow.status).toBe(504);
    expect(errorOf(slow.text)).toEqual({
      error: 'YouTube took too long to answer. Please try again.',
      code: 'timeout',
    });
    site.youtube.enqueue({
      kind: 'error',
      status: 500,
      body: { error: { code: 500, message: 'Backend Error' } },
    });
    const failed = await search('failing keyword');
    expect(failed.status).toBe(502);
    expect(errorOf(failed.text)).toMatchObject({ code: 'youtube_error' });
  });

  it('stops new searches for the day after YouTube says quotaExceeded, while cached keywords still answer', async () => {
    site.youtube.enqueue({ kind: 'quotaExceeded' });
    const refused = await search('cold brew');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(25 * 3600);
    expect(errorOf(refused.text)).toEqual({
      code: 'youtube_quota',
      error:
        "Today's YouTube search allowance is used up. Keywords searched recently still work; new keywords can be searched again after midnight Pacific time.",
    });
    const calls = site.youtube.count();
    expect((await search('matcha latte')).status).toBe(503);
    expect(site.youtube.count()).toBe(calls);
    const cached = await search('Sourdough baking');
    expect(cached.status).toBe(200);
    expect(answerOf(cached.text).cached).toBe(true);
  });
});
