// Checks English prose with retext (spelling against the British English dictionary, repeated
// words, a/an, curly apostrophes in contractions): reads { texts: [{ id, text }], allow: [word] }
// on stdin and prints [{ id, word, reason, line }] for every problem. ESM only, like retext.
import dictionary from 'dictionary-en-gb';
import { retext } from 'retext';
import retextContractions from 'retext-contractions';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextRepeatedWords from 'retext-repeated-words';
import retextSpell from 'retext-spell';

const input = JSON.parse(
  await new Promise((resolve) => {
    let data = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => (data += chunk));
    process.stdin.on('end', () => resolve(data));
  }),
);

const { texts, allow } = input;
const processor = retext()
  .use(retextSpell, { dictionary, personal: allow.join('\n'), max: Infinity })
  .use(retextRepeatedWords)
  .use(retextIndefiniteArticle)
  .use(retextContractions, { straight: false });

const problems = [];
// Hashtags join words on purpose (#WeekendBrunch): they are not spelled words.
const withoutHashtags = (text) => text.replace(/#[\p{L}\p{N}_]+/gu, '');

for (const { id, text } of texts) {
  const file = await processor.process(withoutHashtags(text));
  for (const message of file.messages)
    problems.push({ id, word: message.actual ?? '', reason: message.reason, line: message.line });
}
process.stdout.write(JSON.stringify(problems));
