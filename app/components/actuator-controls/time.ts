// Clock times in the grower's language (HH:mm:ss).
import { currentLanguage } from '../../i18n';

export const formatTime = (ts: number): string =>
  new Date(ts).toLocaleTimeString(currentLanguage(), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
