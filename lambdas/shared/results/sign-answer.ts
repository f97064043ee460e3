import { pipeline, Transform, type Readable } from 'node:stream';
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { StreamingResult } from '../http/route';
import { logger } from '../logger';
import type { ToolDeclaration } from '../../../catalog/declaration';
import { textFieldOf } from '../../../catalog/manifest';
import { signatureOf } from './signature';

type Answer = StreamingResult | APIGatewayProxyResult;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const contentType = (headers: Answer['headers']) =>
  String(headers?.['Content-Type'] ?? headers?.['content-type'] ?? '');
const isJson = (headers: Answer['headers']) => contentType(headers).includes('application/json');
/** A stream of JSON lines; a streamed file (a brief's .docx) is not one, and passes as it is. */
const isNdjson = (headers: Answer['headers']) => contentType(headers).includes('application/x-ndjson');

/**
 * The lines of a streamed answer, its result signed: a text tool's `done` line gets the signature of the
 * result the browser puts together (the `data` line's fields, the `done` line's, the text under the tool's
 * text field), a structured tool's `result` line the signature of its JSON. Every other line passes as it is.
 */
function signingLines(sign: (result: object) => string, textField: string | undefined): Transform {
  let pending = '';
  let data: Record<string, unknown> = {};
  let text = '';
  const signLine = (line: string): string => {
    if (!line.trim()) return `${line}\n`;
    const event = JSON.parse(line) as Record<string, unknown>;
    if (event.type === 'data' && isObject(event.data)) data = event.data;
    if (event.type === 'text' && typeof event.text === 'string') text += event.text;
    if (event.type === 'done' && textField) {
      const { type: _type, ...fields } = event;
      return `${JSON.stringify({ ...event, signature: sign({ ...data, ...fields, [textField]: text }) })}\n`;
    }
    if (event.type === 'result' && isObject(event.result)) {
      return `${JSON.stringify({ ...event, result: { ...event.result, signature: sign(event.result) } })}\n`;
    }
    return `${line}\n`;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      try {
        done(null, lines.map(signLine).join(''));
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done) {
      done(null, pending);
    },
  });
}

/**
 * A tool's answer with its result signed with `key` (signature.ts): a JSON body gets a `signature` field, a
 * stream its `done` or `result` line's. Refusals, files and empty answers pass as they are.
 */
export function signedAnswer(answer: Answer, tool: ToolDeclaration, key: string): Answer {
  if (answer.statusCode !== 200) return answer;
  const sign = (result: object) => signatureOf(key, tool.id, result, tool.refine.anew);
  if (typeof answer.body !== 'string') {
    if (!isNdjson(answer.headers)) return answer;
    const signed = pipeline(answer.body as Readable, signingLines(sign, textFieldOf(tool)), (err) => {
      if (err) logger.debug('A streamed answer stopped before it was signed', { error: err.message });
    });
    return { ...answer, body: signed };
  }
  if (!isJson(answer.headers) || answer.isBase64Encoded) return answer;
  const body: unknown = JSON.parse(answer.body);
  return isObject(body) ? { ...answer, body: JSON.stringify({ ...body, signature: sign(body) }) } : answer;
}
