import { request } from 'node:http';

/** One NDJSON line as the client saw it: parsed, and when it arrived (ms after the request was sent). */
export interface TimedLine {
  at: number;
  event: Record<string, unknown>;
}

/** Posts asking for NDJSON and timestamps every line as it arrives, to measure the silences between them. */
export function postTimedLines(url: string, body: unknown): Promise<{ status: number; lines: TimedLine[] }> {
  const payload = Buffer.from(JSON.stringify(body));
  const sent = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' } },
      (res) => {
        const lines: TimedLine[] = [];
        let rest = '';
        res.on('data', (chunk: Buffer) => {
          const at = performance.now() - sent;
          const parts = (rest + chunk.toString('utf8')).split('\n');
          rest = parts.pop() ?? '';
          for (const part of parts.filter(Boolean))
            lines.push({ at, event: JSON.parse(part) as Record<string, unknown> });
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, lines }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The longest silence of an answer: from the request to its first line, and between two lines. */
export const longestSilence = (lines: readonly TimedLine[]): number =>
  Math.max(...lines.map((line, i) => line.at - (i === 0 ? 0 : lines[i - 1]!.at)));
