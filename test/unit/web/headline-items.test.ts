import { parseItems } from '@/features/headline-hook/parse-items';

describe('turning a generated list into items', () => {
  it('takes numbered lines as items, leaving out an introduction and closing notes', () => {
    const text =
      'Here are your headlines:\n\n1. Sweet Emails\n2) Fresh Bread, Full Inbox\n\nWant more? Just ask.';
    expect(parseItems(text)).toEqual(['Sweet Emails', 'Fresh Bread, Full Inbox']);
  });

  it('strips bold markers and quotes around a whole item, but not quotes inside it', () => {
    expect(parseItems('**1.** "Sweet Emails"\n2. **Bold** move\n3. The "Secret" Menu')).toEqual([
      'Sweet Emails',
      'Bold move',
      'The "Secret" Menu',
    ]);
  });

  it('joins a line that runs on straight after a numbered item to that item', () => {
    expect(
      parseItems('1. Last spring, a baker was stuck.\nThen she tried one thing.\n2. Picture this.'),
    ).toEqual(['Last spring, a baker was stuck. Then she tried one thing.', 'Picture this.']);
  });

  it('makes each non-empty line an item when nothing is numbered, dropping bullets', () => {
    expect(parseItems('- Sweet Emails\n\n  Fresh Bread  \r\n• Full Inbox\n')).toEqual([
      'Sweet Emails',
      'Fresh Bread',
      'Full Inbox',
    ]);
  });

  it('gives no items for empty or blank text', () => {
    expect(parseItems('')).toEqual([]);
    expect(parseItems(' \n \n')).toEqual([]);
  });

  it('does not mistake a year or a number inside a line for numbering', () => {
    expect(parseItems('2025 trends for bakers\n10x your orders')).toEqual([
      '2025 trends for bakers',
      '10x your orders',
    ]);
  });
});
