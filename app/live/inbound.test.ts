// The inbound handler tells a retained sensor/data (the broker's copy on subscribing) from a live one.
import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../../protocol/codec.ts';
import { messageExamples } from '../../protocol/examples.ts';
import { topicOf } from '../../protocol/topics.ts';
import { createInboundHandler } from './inbound.ts';

const base = 'farm/gh-1';

describe('inbound sensor/data', () => {
  it('passes the retain flag of the packet on with the readings', () => {
    const seen: { base: string; retained: boolean }[] = [];
    const handle = createInboundHandler(defaultLimits, () => base, {
      invalid: () => undefined,
      sensorData: (_data, from, retained) => seen.push({ base: from, retained }),
      report: () => undefined,
      log: () => undefined,
    });
    const payload = new TextEncoder().encode(JSON.stringify(messageExamples['sensor/data']));
    handle(topicOf(base, 'sensor/data'), payload, { retain: true });
    handle(topicOf(base, 'sensor/data'), payload, { retain: false });
    handle(topicOf(base, 'sensor/data'), payload);
    // Another base's retained copy (a switch in flight) is not this base's.
    handle(topicOf('farm/gh-2', 'sensor/data'), payload, { retain: true });
    expect(seen).toEqual([
      { base, retained: true },
      { base, retained: false },
      { base, retained: false },
    ]);
  });
});
