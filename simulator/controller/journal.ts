/** The controller's log entries and alarm records (confTyp log and alarm), capped, reported on change. */
import type { AlarmRecord, LogEntry } from '../../protocol/index.ts';
import type { ConfigStore } from './config-store.ts';
import type { Outbox } from './outbox.ts';

const maxLogs = 5000;
const maxAlarms = 1000;

export type Journal = {
  /** `ts` defaults to now (warm-up writes past entries). */
  log(kind: LogEntry['kind'], message: string, aid?: number | null, ts?: number): LogEntry;
  /** Opens an alarm for (source, refId) unless one is open already; returns the open one. */
  raise(
    source: AlarmRecord['source'],
    refId: number,
    severity: AlarmRecord['severity'],
    message: string,
  ): AlarmRecord;
  /** Clears the open alarm of (source, refId), if any. */
  clear(source: AlarmRecord['source'], refId: number): AlarmRecord | undefined;
  /** Opens a new alarm record unconditionally (alarm rules keep their own key → alid map). */
  open(
    source: AlarmRecord['source'],
    refId: number,
    severity: AlarmRecord['severity'],
    message: string,
  ): AlarmRecord;
  /** Clears alarm `alid` if it is open. */
  close(alid: number): AlarmRecord | undefined;
  ack(alid: number): AlarmRecord | undefined;
  openCount(): number;
};

export function createJournal(deps: { config: ConfigStore; outbox: Outbox; now: () => number }): Journal {
  const { config, outbox, now } = deps;
  const openOf = (source: AlarmRecord['source'], refId: number) =>
    config.list('alarm').find((a) => a.source === source && a.refId === refId && a.state === 'open');
  const update = (record: AlarmRecord) => {
    config.put('alarm', record);
    outbox.report('system/confack', 'alarm', 'update', record);
    return record;
  };
  const journal: Journal = {
    log(kind, message, aid = null, ts) {
      const entry = config.add('log', { ts: ts ?? now(), kind, aid, message: message.slice(0, 300) });
      config.cap('log', maxLogs);
      return entry;
    },
    raise(source, refId, severity, message) {
      const open = openOf(source, refId);
      if (open) return open;
      return journal.open(source, refId, severity, message);
    },
    open(source, refId, severity, message) {
      const record = config.add('alarm', {
        ts: now(),
        source,
        refId,
        severity,
        message: message.slice(0, 300),
        state: 'open',
        clearedAt: null,
        acked: false,
      });
      config.cap('alarm', maxAlarms);
      outbox.report('system/confack', 'alarm', 'add', record);
      return record;
    },
    clear(source, refId) {
      const open = openOf(source, refId);
      return open && update({ ...open, state: 'cleared', clearedAt: now() });
    },
    close(alid) {
      const record = config.get('alarm', alid);
      return record && record.state === 'open'
        ? update({ ...record, state: 'cleared', clearedAt: now() })
        : undefined;
    },
    ack(alid) {
      const record = config.get('alarm', alid);
      return record && update({ ...record, acked: true });
    },
    openCount: () => config.list('alarm').filter((a) => a.state === 'open').length,
  };
  return journal;
}
