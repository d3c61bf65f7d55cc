// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { decode } from '../../../../protocol/codec.ts';
import type { FertCenter, FertRecipe, IrrigationPlan } from '../../../../protocol/live/irrigation.ts';
import { stopLive } from '../../../live/index.ts';
import { clearLiveQueries } from '../../../live/query.ts';
import { startTestLive, testBase } from '../../../test-support/live-world.ts';
import { createMemoryTransport } from '../../../test-support/memory-transport.ts';
import { useRecipeDelete } from './use-recipe-delete';

const recipe: FertRecipe = {
  rid: 2,
  name: '黄瓜生长期',
  ec: 2.2,
  ph: 6,
  ratioA: 50,
  ratioB: 45,
  ratioAcid: 5,
};
const plan: IrrigationPlan = {
  pid: 3,
  name: '墒情补水',
  enabled: false,
  trigger: { type: 'moisture', sid: 9, below: 35 },
  valveIds: [1, 2],
  secondsPerValve: 180,
  recipeId: 2,
};
const center: FertCenter = {
  fid: 1,
  name: '水肥一体机',
  layout: 'dual',
  tanks: [],
  ecSid: null,
  phSid: null,
  flowSid: null,
  recipeId: 2,
};

/** A controller that records each request and refuses the confTyp named `refuse` (code 4). */
function world(refuse?: string) {
  const transport = createMemoryTransport();
  const sent: string[] = [];
  transport.onPublish(({ topic, payload }) => {
    const decoded = decode(payload);
    if (topic !== `${testBase}/system/conf` || !decoded.ok) return;
    const req = decoded.value as {
      confTyp: string;
      method: string;
      qryId: string;
      para: Record<string, unknown>;
    };
    sent.push(`${req.confTyp} ${req.method} ${JSON.stringify(req.para)}`);
    const code = req.confTyp === refuse ? 4 : 0;
    const ack = {
      confTyp: req.confTyp,
      method: req.method,
      qryId: req.qryId,
      code,
      msg: code ? 'plan 3 is running' : 'ok',
    };
    queueMicrotask(() =>
      transport.deliver(`${testBase}/system/confack`, JSON.stringify({ ...ack, data: req.para })),
    );
  });
  startTestLive(transport, { ackTimeoutMs: 500 });
  return { sent };
}

afterEach(async () => {
  await stopLive();
  clearLiveQueries();
});

describe('useRecipeDelete', () => {
  it('takes the recipe off its plans and centres, then deletes it', async () => {
    const { sent } = world();
    const { result } = renderHook(useRecipeDelete);
    expect(await act(() => result.current.remove(recipe, { plans: [plan], centers: [center] }))).toBe(true);
    expect(sent).toEqual([
      `irrigationPlan update ${JSON.stringify({ ...plan, recipeId: null })}`,
      `fertCenter update ${JSON.stringify({ ...center, recipeId: null })}`,
      'fertRecipe delete {"rid":2}',
    ]);
    expect(result.current.error).toBeNull();
  });

  it('stops at the first refusal, says why and deletes nothing', async () => {
    const { sent } = world('irrigationPlan');
    const { result } = renderHook(useRecipeDelete);
    expect(await act(() => result.current.remove(recipe, { plans: [plan], centers: [center] }))).toBe(false);
    expect(sent).toHaveLength(1);
    expect(result.current.error).toMatch(/代码 4.*plan 3 is running/);
  });
});
