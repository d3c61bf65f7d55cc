/**
 * Reading quality (docs/design/protocol.md `sensor/data`): 0 ok, 1 out of range, 2 sensor fault, 3 offline,
 * in the grower's words and colours. A disabled sensor publishes nothing, and a sensor that has not
 * reported since the page opened is "waiting"; both get their own word.
 */
import type { Quality } from '../../../../protocol/live/sensor.ts';

export type QualityWord = 'ok' | 'outOfRange' | 'fault' | 'offline' | 'waiting' | 'disabled';

const words: Record<Quality, QualityWord> = { 0: 'ok', 1: 'outOfRange', 2: 'fault', 3: 'offline' };

/** MUI palette colour of each word (chips and value text). */
export const qualityColour = {
  ok: 'success',
  outOfRange: 'warning',
  fault: 'error',
  offline: 'default',
  waiting: 'default',
  disabled: 'default',
} as const satisfies Record<QualityWord, 'success' | 'warning' | 'error' | 'default'>;

/** The word for a sensor's state: disabled first, then no reading yet, then the reading's quality. */
export function qualityWord(enabled: boolean, reading: { q: Quality } | undefined): QualityWord {
  if (!enabled) return 'disabled';
  if (!reading) return 'waiting';
  return words[reading.q];
}

/** The i18n key of a quality word. */
export const qualityKey = (word: QualityWord) => `sensors:quality_${word}` as const;
