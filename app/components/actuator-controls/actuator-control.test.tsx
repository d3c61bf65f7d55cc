// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actuator, ActuatorReport } from '../../../protocol/live/actuator.ts';
import type { Request } from '../../../protocol/live/envelope.ts';
import { createFakeLiveClient, type FakeLiveClient } from '../../test-support/fake-live-client.ts';
import { followBase, startLive, stopLive } from '../../live/index.ts';
import { setLanguage } from '../../i18n';
import { ActuatorControl } from './actuator-control';

const base = 'farm/gh-1';
const vent: Actuator = {
  aid: 7,
  name: '1号棚左侧卷膜',
  zid: 1,
  kind: 'roller',
  travelTime: 120,
  interlocks: [],
  enabled: true,
};
const fan: Actuator = { aid: 9, name: '1号棚1号风机', zid: 1, kind: 'fan', interlocks: [], enabled: true };
const at = (over: Partial<ActuatorReport> & { aid: number }): ActuatorReport => ({
  state: 'closed',
  mode: 'auto',
  since: 1_000,
  ...over,
});

let fake: FakeLiveClient;
let commands: Request[];

beforeEach(async () => {
  await setLanguage('zh-CN');
  commands = [];
  fake = createFakeLiveClient({ base });
  followBase(base);
  await startLive(
    { username: '13800000000', password: 't' },
    {
      url: 'memory://',
      maxPayloadBytes: 65536,
      ackTimeoutMs: 500,
      connect: fake.transport.connect,
      log: () => undefined,
    },
  );
});

afterEach(async () => {
  cleanup();
  await stopLive();
});

/** An unsolicited state report from the controller. */
const report = (data: ActuatorReport) =>
  act(() => {
    fake.emit('actuator/cmdack', {
      confTyp: 'actuator',
      method: 'report',
      qryId: null,
      code: 0,
      msg: 'ok',
      data,
    });
    // A promise makes this act asynchronous, so awaiting it lets the report's effects settle.
    return Promise.resolve();
  });

/** The controller answers every actuator command with `answer(para)`. */
const controller = (answer: (para: Record<string, unknown>) => Record<string, unknown>) =>
  fake.respond((topic, req) => {
    if (topic !== 'actuator/cmd') return undefined;
    commands.push(req);
    return answer(req.para);
  });

/** The controls are disabled until the live connection is up. */
const connected = () =>
  waitFor(() =>
    expect(screen.getAllByRole('button', { name: /^(打开|开启)$/ })[0]?.hasAttribute('disabled')).toBe(false),
  );

const control = (aid: number) => screen.getByTestId(`actuator-${aid}`);
const stateOf = (aid: number) => within(control(aid)).getByTestId('actuator-state').dataset.state;

describe('ActuatorControl', () => {
  it('a command locked by a running interlocked partner (code 4) names it and keeps showing the reported state', async () => {
    render(<ActuatorControl actuator={vent} />);
    await connected();
    await report(at({ aid: 7, pos: 0 }));
    controller(() => ({
      code: 4,
      msg: '1号棚左侧卷膜 is interlocked with 外遮阳, which is running',
      data: { ...at({ aid: 7, pos: 0 }), interlockedWith: { aid: 12, name: '外遮阳' } },
    }));
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    const alert = await within(control(7)).findByTestId('actuator-error');
    expect(alert.textContent).toContain('已锁定：与互锁设备「外遮阳」冲突，请等它停止后再操作');
    expect(commands[0]?.para).toEqual({ aid: 7, action: 'open' });
    expect(stateOf(7)).toBe('closed');
    expect(control(7).dataset.phase).toBe('idle');
    expect(within(control(7)).getByTestId('actuator-pos').dataset.pos).toBe('0');
  });

  it('go to %: pending until the ack, moving until the reported position arrives', async () => {
    render(<ActuatorControl actuator={vent} />);
    await connected();
    await report(at({ aid: 7, pos: 0 }));
    controller((para) => ({ data: at({ aid: 7, state: 'opening', pos: 0, target: Number(para.value) }) }));
    fireEvent.change(screen.getByTestId('goto-input'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: '转到' }));
    await waitFor(() => expect(control(7).dataset.phase).toBe('moving'));
    expect(commands[0]?.para).toEqual({ aid: 7, action: 'set', value: 40 });
    expect(within(control(7)).getByTestId('actuator-waiting').textContent).toBe('正在移动到 40%');
    await report(at({ aid: 7, state: 'opening', pos: 20, target: 40 }));
    expect(control(7).dataset.phase).toBe('moving');
    await report(at({ aid: 7, state: 'stopped', pos: 40, mode: 'manual' }));
    expect(control(7).dataset.phase).toBe('idle');
    expect(within(control(7)).getByTestId('actuator-pos').dataset.pos).toBe('40');
  });

  it('refuses an invalid target or duration before anything is sent', async () => {
    render(
      <>
        <ActuatorControl actuator={vent} />
        <ActuatorControl actuator={fan} />
      </>,
    );
    await connected();
    controller(() => ({}));
    fireEvent.change(screen.getByTestId('goto-input'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: '转到' }));
    expect(await screen.findByText('请输入 0 到 100 之间的整数')).toBeTruthy();
    fireEvent.change(screen.getByTestId('duration-input'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '定时开启' }));
    expect(await screen.findByText('时长须在 1 秒到 24 小时之间')).toBeTruthy();
    expect(commands).toEqual([]);
  });

  it('an on/off kind offline (code 5) keeps "off" pressed; a timed on sends seconds', async () => {
    render(<ActuatorControl actuator={fan} />);
    await connected();
    await report(at({ aid: 9, state: 'off' }));
    controller(() => ({ code: 5, msg: '1号棚1号风机 is offline' }));
    fireEvent.click(screen.getByRole('button', { name: '开启' }));
    expect((await within(control(9)).findByTestId('actuator-error')).textContent).toContain('设备离线');
    expect(screen.getByRole('button', { name: '关闭' }).getAttribute('aria-pressed')).toBe('true');
    expect(stateOf(9)).toBe('off');

    controller(() => ({ data: at({ aid: 9, state: 'on', mode: 'manual', until: 121_000 }) }));
    fireEvent.change(screen.getByTestId('duration-input'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '定时开启' }));
    await waitFor(() => expect(stateOf(9)).toBe('on'));
    expect(commands.at(-1)?.para).toEqual({ aid: 9, action: 'on', duration: 120 });
    expect(screen.queryByTestId('actuator-error')).toBeNull();
  });

  it('speaks English when switched', async () => {
    await setLanguage('en');
    render(<ActuatorControl actuator={vent} variant="compact" />);
    await report(at({ aid: 7, state: 'opening', pos: 30, target: 80, mode: 'manual' }));
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(within(control(7)).getByTestId('actuator-waiting').textContent).toBe('Moving to 80%');
    expect(within(control(7)).getByTestId('actuator-pos').textContent).toBe('30% open');
    expect(screen.getByRole('button', { name: 'Hand back to automation' })).toBeTruthy();
  });
});
