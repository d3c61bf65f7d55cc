// The history screen, a chunk of its own: the charts (recharts) load with it, not with the home screen.
export { HistoryPage as HistoricalData } from './history-page';
