import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { ackError } from '../ack-error.ts';
import { LiveError } from '../errors.ts';
import { liveErrorText } from './error-text.ts';

const report = { aid: 7, state: 'closed', pos: 0, mode: 'auto', since: 0 };
const interlocked = () =>
  ackError(4, '2号棚内保温幕 is interlocked with 外遮阳, which is running', {
    ...report,
    interlockedWith: { aid: 3, name: '外遮阳' },
  });

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('liveErrorText', () => {
  it('names the interlocked partner that moves, in the grower’s words', async () => {
    const error = interlocked();
    expect(error.params).toMatchObject({ code: 4, interlockedWith: '外遮阳', interlockedAid: 3 });
    expect(liveErrorText(error)).toBe('已锁定：与互锁设备「外遮阳」冲突，请等它停止后再操作');
    await i18n.changeLanguage('en');
    expect(liveErrorText(error)).toBe(
      'Locked: interlocked with “外遮阳”, which is moving; try again once it stops',
    );
  });

  it('keeps the code and the controller’s message for other refusals', () => {
    const manual = ackError(4, '1号棚左侧卷膜 is under manual control', report);
    expect(manual.params.interlockedWith).toBeUndefined();
    expect(liveErrorText(manual)).toBe(
      '控制器拒绝了请求（代码 4）：已锁定（手动控制或程序运行中） 1号棚左侧卷膜 is under manual control',
    );
    // Data that is not an interlock refusal, or on another code, names nobody.
    expect(ackError(4, 'x', { interlockedWith: { aid: 'three' } }).params.interlockedWith).toBeUndefined();
    expect(
      ackError(6, 'x', { interlockedWith: { aid: 3, name: 'a' } }).params.interlockedWith,
    ).toBeUndefined();
  });

  it('translates the other live errors by their key', () => {
    expect(liveErrorText(new LiveError('live.offline'))).toBe('实时连接未建立，请等待连接后重试');
    expect(liveErrorText(new Error('boom'))).toBe('boom');
  });
});
