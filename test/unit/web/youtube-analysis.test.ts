import type { Video } from '@lambdas/shared/contracts/youtube';
import { parseIdeasAnswer, parseSearchAnswer, ideaRequest } from '@/features/youtube-analysis/api/answers';
import { InvalidAnswerError } from '@/features/youtube-analysis/errors';
import { citedVideos, ideasAsText, ideasFileName } from '@/features/youtube-analysis/export';
import { engagementLabel, outlierLabel, shortCount, sortVideos } from '@/features/youtube-analysis/format';
import { validateKeywordForm } from '@/features/youtube-analysis/validate';

const video = (id: string, figures: Partial<Video> = {}): Video => ({
  id,
  name: `Video ${id}`,
  description: '',
  channelName: 'Channel',
  channelId: 'UC1',
  thumbnailUrl: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`,
  videoUrl: `https://www.youtube.com/watch?v=${id}`,
  publishedAt: '2026-01-01T00:00:00Z',
  views: null,
  likes: null,
  comments: null,
  subscribers: null,
  outlierScore: null,
  engagementRate: null,
  ...figures,
});

describe('YouTube figures as the grid shows them', () => {
  it('labels outlier scores, engagement and counts, and leaves unknown ones unknown', () => {
    expect(outlierLabel(4.1)).toBe('4.1× channel size');
    expect(outlierLabel(0.05)).toBe('0.05× channel size');
    expect(outlierLabel(null)).toBeNull();
    expect(engagementLabel(0.0325)).toBe('3.3%');
    expect(engagementLabel(null)).toBeNull();
    expect(shortCount(1_234_567)).toBe('1.2M');
    expect(shortCount(0)).toBe('0');
    expect(shortCount(null)).toBeNull();
  });

  it('sorts by a figure, highest first, unknown figures last, without touching the search order', () => {
    const videos = [
      video('a', { views: 10, outlierScore: null, publishedAt: '2026-03-01T00:00:00Z' }),
      video('b', { views: null, outlierScore: 2, publishedAt: '2026-01-01T00:00:00Z' }),
      video('c', { views: 30, outlierScore: 0.5, publishedAt: '2026-02-01T00:00:00Z' }),
    ];
    const ids = (list: Video[]) => list.map((v) => v.id);
    expect(ids(sortVideos(videos, 'views'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortVideos(videos, 'outlier'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortVideos(videos, 'date'))).toEqual(['a', 'c', 'b']);
    expect(ids(sortVideos(videos, 'relevance'))).toEqual(['a', 'b', 'c']);
    expect(ids(videos)).toEqual(['a', 'b', 'c']);
  });
});

describe('the analysis answers', () => {
  it('refuses a video answer without a list of videos, and an idea answer without ideas', () => {
    expect(() => parseSearchAnswer({ videos: 'none' })).toThrow(
      new InvalidAnswerError('Invalid response from YouTube search'),
    );
    expect(() => parseSearchAnswer({ videos: [{ id: 1 }], cached: false, demo: false })).toThrow(
      'Invalid response from YouTube search',
    );
    expect(() => parseIdeasAnswer(null)).toThrow('Invalid response from idea generator');
    const fine = { videos: [video('aaaaaaaaaaa')], cached: true, demo: false };
    expect(parseSearchAnswer(fine)).toEqual(fine);
  });

  it('sends the idea generator each video’s title, description and figures, in search order', () => {
    expect(
      ideaRequest({ topic: 'bread' }, [video('a', { views: 5, outlierScore: 1.5 }), video('b')]),
    ).toEqual({
      topic: 'bread',
      clips: [
        { name: 'Video a', description: '', views: 5, outlierScore: 1.5 },
        { name: 'Video b', description: '', views: null, outlierScore: null },
      ],
    });
  });

  it('asks for a keyword, and flags a blank one for the toast', () => {
    expect(validateKeywordForm({ topic: '  Bread  ', outputLanguage: '' })).toEqual({
      body: { topic: 'Bread' },
    });
    expect(validateKeywordForm({ topic: 'Bread', outputLanguage: 'vi' })).toEqual({
      body: { topic: 'Bread', outputLanguage: 'vi' },
    });
    expect(validateKeywordForm({ topic: 'Bread', outputLanguage: 'xx' })).toMatchObject({
      errors: { outputLanguage: expect.stringContaining('We cannot write in "xx"') },
    });
    expect(validateKeywordForm({ topic: '  ', outputLanguage: '' })).toEqual({
      errors: { topic: 'Please enter a keyword to analyze.' },
      blank: true,
    });
    expect(validateKeywordForm({ topic: 'x'.repeat(101), outputLanguage: '' })).toMatchObject({
      blank: false,
    });
  });
});

describe('exporting the ideas', () => {
  const videos = [video('a'), video('b')];
  const idea = {
    title: 'Bread Myths, Tested',
    summary: 'Put bread advice to a fair test.',
    format: 'Myth-busting',
    cta: 'Send us a myth.',
    basedOn: [2, 9],
  };

  it('resolves citations to the videos of the search, ignoring numbers it does not have', () => {
    expect(citedVideos(idea, videos).map((v) => v.id)).toEqual(['b']);
  });

  it('copies numbered ideas with their details and the videos they build on', () => {
    expect(ideasAsText([idea], videos)).toBe(
      [
        '1. Bread Myths, Tested',
        'Format: Myth-busting',
        'Put bread advice to a fair test.',
        'Call to action: Send us a myth.',
        'Builds on: Video b (https://www.youtube.com/watch?v=b)',
      ].join('\n'),
    );
  });

  it('names the file after the keyword and the date', async () => {
    await expect(ideasFileName('Crème Brûlée at Home!', '2026-05-01')).resolves.toBe(
      'youtube-content-ideas-creme-brulee-at-home-2026-05-01.docx',
    );
    await expect(ideasFileName('!!!', '2026-05-01')).resolves.toBe(
      'youtube-content-ideas-keyword-2026-05-01.docx',
    );
  });
});
