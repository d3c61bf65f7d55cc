// Company and its bases: English texts, the same keys as zh-CN.
import type { company } from './company.zh-CN';

export const companyEn: { [K in keyof typeof company]: string } = {
  holder: 'Account: {{name}}',
  baseCount: '{{count}} bases',
  noBases: 'No base bound yet',
  current: 'Current base',
  select: 'Switch to this base',
  selectBase: 'Switch to this base: {{name}}',
  sn: 'Serial number',
  topic: 'MQTT topic',
  firmware: 'Firmware',
  timezone: 'Time zone',
  lastSeen: 'Last data',
  lastSeenNever: 'None this session',
  state_online: 'Online',
  state_connecting: 'Connecting',
  state_offline: 'Offline',
  state_silent: 'Controller not answering',
  state_seen: 'Not connected (not current)',
  state_unknown: 'Unknown (not current)',
};
