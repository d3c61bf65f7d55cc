// Operation logs: English texts, the same keys as zh-CN.
import type { logs } from './logs.zh-CN';

export const logsEn: { [K in keyof typeof logs]: string } = {
  from: 'From',
  to: 'To',
  zone: 'Zone',
  allZones: 'All zones',
  search: 'Search device or text',
  time: 'Time',
  actuator: 'Device',
  message: 'What happened',
  tableLabel: 'Log entries',
  refresh: 'Refresh',
  exportCsv: 'Export CSV',
  count: '{{count}} entries',
  countFiltered: '{{count}} of {{total}} entries match',
  shownRows: '{{from}}–{{to}} of {{count}}',
  clipped: 'The range is too long: only the latest {{days}} days are shown',
  page_first: 'First page',
  page_last: 'Last page',
  page_next: 'Next page',
  page_previous: 'Previous page',
};
