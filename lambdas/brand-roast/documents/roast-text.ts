/** Pure and browser-safe: the roast and rebuild as plain text, shared by Copy, the mailto link and the email. */
import type { RoastResult } from '../contract';

/** "a, b, c": how a list of voice traits reads everywhere. */
export const joinVoice = (voice: readonly string[]): string => voice.join(', ');

/** The sections in reading order: roast, numbered new taglines, elevator pitch, suggested voice. */
export function roastText(result: RoastResult): string {
  const { roast, rebuild } = result;
  return [
    'ROAST',
    roast,
    '',
    'REBUILD',
    'New Taglines:',
    ...rebuild.new_taglines.map((tagline, i) => `${i + 1}. ${tagline}`),
    '',
    'Elevator Pitch:',
    rebuild.elevator_pitch,
    '',
    'Suggested Voice:',
    joinVoice(rebuild.voice),
  ].join('\n');
}
