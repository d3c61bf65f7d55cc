// The outbox checks outgoing payloads: all of them by default; a load run's outbox checks a topic's
// first payload and every Nth after, and an invalid one it checks is still never sent.
import { describe, expect, it } from 'vitest';
import { createClock } from '../clock.ts';
import { createFaults } from '../faults.ts';
import { catchUpValidateEvery, createOutbox } from './outbox.ts';
import { createMemoryBus } from './transport-memory.ts';

async function outboxWith(validateEvery?: number, catchingUp = false) {
  const bus = createMemoryBus();
  const transport = bus.client('ctl');
  await transport.connect();
  const clock = { ...createClock({ mode: 'stepped' }), catchingUp: () => catchingUp };
  const outbox = createOutbox({
    sn: 'GHB22DAF-001',
    base: 'farm/ghb22daf-001',
    transport,
    clock,
    faults: createFaults({ now: clock.now }),
    log: () => undefined,
    validateEvery,
  });
  outbox.online = true;
  return { bus, outbox };
}

const invalidReadings = { sn: 'GHB22DAF-001', ts: 1, readings: 'not a list' };

describe('outbox validation', () => {
  it('refuses every invalid payload by default', async () => {
    const { bus, outbox } = await outboxWith();
    for (let i = 0; i < 5; i++) outbox.send('sensor/data', invalidReadings);
    expect(outbox.stats.invalid).toBe(5);
    expect(bus.messages).toHaveLength(0);
  });

  it("checks a topic's first payload and every Nth after when sampling, per topic", async () => {
    const { bus, outbox } = await outboxWith(3);
    for (let i = 0; i < 7; i++) outbox.send('sensor/data', invalidReadings);
    // Checked: the 1st, 4th and 7th (refused); the other four went out unchecked.
    expect(outbox.stats.invalid).toBe(3);
    expect(bus.messages).toHaveLength(4);
    outbox.send('system/confack', { bad: true });
    expect(outbox.stats.invalid).toBe(4);
  });

  it('checks one payload in catchUpValidateEvery of a topic while the clock catches up', async () => {
    const { bus, outbox } = await outboxWith(undefined, true);
    for (let i = 0; i < catchUpValidateEvery + 1; i++) outbox.send('sensor/data', invalidReadings);
    expect(outbox.stats.invalid).toBe(2); // the first and the 101st
    expect(bus.messages).toHaveLength(catchUpValidateEvery - 1);
  });
});
