import { request } from 'node:http';
import { AnswerEventSchema, type AnswerEvent } from '../../lambdas/shared/contracts/progress';

/**
 * Posts asking for a JSON answer's progress stream; resolves with when its first byte came (and whether
 * `answered` already held then, e.g. a slow upstream had answered), its status and every line.
 */
export function postStreamed(url: string, body: unknown, answered: () => boolean = () => false) {
  const payload = Buffer.from(JSON.stringify(body));
  const sent = performance.now();
  return new Promise<{
    firstByteMs: number;
    siteAnsweredFirst: boolean;
    status: number;
    events: AnswerEvent[];
  }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
      },
      (res) => {
        let text = '';
        let firstByteMs = -1;
        let siteAnsweredFirst = false;
        res.on('data', (chunk: Buffer) => {
          if (firstByteMs < 0) {
            firstByteMs = performance.now() - sent;
            siteAnsweredFirst = answered();
          }
          text += chunk.toString('utf8');
        });
        res.on('end', () => {
          const events = text
            .split('\n')
            .filter(Boolean)
            .map((line) => AnswerEventSchema.parse(JSON.parse(line)));
          resolve({ firstByteMs, siteAnsweredFirst, status: res.statusCode ?? 0, events });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
