// Which reports are a new alarm worth telling the grower about, and how to tell them.
import { alarmRecord, type AlarmRecord } from '../../../protocol/live/system.ts';

/** A new open alarm in an unsolicited controller report (not the list asked on load); else null. */
export function newAlarmOf(
  topicName: string,
  ack: { code: number; qryId: unknown; confTyp?: unknown; method?: unknown; data?: unknown },
): AlarmRecord | null {
  if (topicName !== 'system/confack' || ack.code !== 0 || ack.qryId !== null) return null;
  if (ack.confTyp !== 'alarm' || ack.method !== 'add') return null;
  const parsed = alarmRecord.safeParse(ack.data);
  return parsed.success && parsed.data.state === 'open' && !parsed.data.acked ? parsed.data : null;
}

type NotificationApi = {
  permission: string;
  new (
    title: string,
    options?: { body?: string; tag?: string },
  ): { onclick: ((this: unknown, e: Event) => unknown) | null; close: () => void };
};

// The browser's own constructor: what is checked is that it is one and says its permission.
const isNotificationApi = (v: unknown): v is NotificationApi =>
  typeof v === 'function' && 'permission' in v && typeof v.permission === 'string';

/** The browser's Notification, when there is one and the grower allowed it. */
export function grantedNotification(scope: { Notification?: unknown } = globalThis): NotificationApi | null {
  const api = scope.Notification;
  return isNotificationApi(api) && api.permission === 'granted' ? api : null;
}
