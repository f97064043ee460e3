import { excludedTopicIn, excludedTopicOf, withoutExcluded } from '@lambdas/blog-topic/exclusions';
import { blogIdea } from '../../support/blog-topic-fixtures';

describe('the excluded-topic check', () => {
  it.each([
    ['Gluten-Free Baking at Home', 'gluten-free'],
    ['gluten free loaves', 'Gluten-Free'],
    ['Why Podcasts Beat Blogs', 'podcast'],
    ['Start a podcast this year', 'podcasts'],
    ['The café owner’s guide', 'cafe'],
    ['AI for bakers', 'AI'],
    ['Our sourdough starter, explained', 'sourdough starter'],
  ])('finds "%s" mentioning %s', (text, topic) => {
    expect(excludedTopicIn(text, [topic])).toBe(topic);
  });

  it.each([
    ['Email newsletters for bakers', 'ai'],
    ['Brand new recipes', 'news'],
    ['Business basics', 'bus'],
    ['Sourdough for beginners', 'sourdough starter'],
  ])('does not find "%s" mentioning %s', (text, topic) => {
    expect(excludedTopicIn(text, [topic])).toBeUndefined();
  });

  it('checks every field an idea shows, including the call to action', () => {
    const topics = ['rye'];
    expect(excludedTopicOf(blogIdea('Better Loaves'), topics)).toBeUndefined();
    expect(
      excludedTopicOf(blogIdea('Better Loaves', { reasoning: 'Readers love rye bread in winter.' }), topics),
    ).toBe('rye');
    expect(excludedTopicOf(blogIdea('Better Loaves', { example_cta: 'Try our Rye box' }), topics)).toBe(
      'rye',
    );
    expect(excludedTopicOf(blogIdea('Better Loaves', { type: 'Rye roundup' }), topics)).toBe('rye');
  });

  it('keeps the other ideas in order and ignores blank topics', () => {
    const ideas = [blogIdea('One Loaf a Day'), blogIdea('Rye for Beginners'), blogIdea('Crust Secrets')];
    expect(withoutExcluded(ideas, ['rye']).map((i) => i.title)).toEqual(['One Loaf a Day', 'Crust Secrets']);
    expect(withoutExcluded(ideas, [' - '])).toEqual(ideas);
  });
});
