/** The grower's words for a failed live request: its i18n text, with the ack code and message. */
import { i18n } from '../../i18n';
import { LiveError } from '../errors.ts';

export function liveErrorText(error: unknown): string {
  if (error instanceof LiveError) {
    const { key, params } = error;
    if (key === 'live.ack4' && params.interlockedWith !== undefined)
      return i18n.t('live:interlocked', { name: params.interlockedWith });
    if (key.startsWith('live.ack') && key !== 'live.ackTimeout') {
      const code = Number(params.code);
      return i18n.t('live:refused', {
        code,
        msg: `${i18n.t(`live:ack${code}` as 'live:ack1')} ${params.msg ?? ''}`.trim(),
      });
    }
    // tsc needs the key narrowed to pick i18next's typed overload; the lint's view of the overloads does not.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    return i18n.t(key.replace('live.', 'live:') as 'live:offline', params);
  }
  return error instanceof Error ? error.message : String(error);
}
