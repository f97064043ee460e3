/**
 * `npm run start:fake-model`: `npm start` with the functions generating through the real Bedrock SDK against
 * the local fake Bedrock, so the model path (streaming, structured answers, its errors) runs without AWS.
 */
import { FakeBedrock } from './fakes/fake-bedrock';
import { failureTriggers, fakeModelAnswer } from './fakes/fake-model-answers';

const fake = await FakeBedrock.start(fakeModelAnswer);
Object.assign(process.env, {
  GENERATOR: 'bedrock',
  BEDROCK_MODEL_ID: 'local.fake-model-v1:0',
  BEDROCK_ENDPOINT: fake.url,
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_EC2_METADATA_DISABLED: 'true',
});
console.log(
  `Generating with the local fake Bedrock at ${fake.url}: every tool answers in its own shape.\n` +
    'Type one of these words in any field to see a failure:\n' +
    Object.entries(failureTriggers)
      .map(([word, { shows }]) => `  ${word}  ${shows}`)
      .join('\n'),
);
await import('./start');
