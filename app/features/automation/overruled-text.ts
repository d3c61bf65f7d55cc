// Who overruled a decision, in the grower's words: the controller says 'manual' and 'disabled' as codes.
import { i18n } from '../../i18n';

/** The overruling strategy's or partner's name as sent; the two codes as words. */
export function overruledText(by: string | null): string {
  if (by === null) return i18n.t('automation:status_overruled');
  if (by === 'manual') return i18n.t('automation:overruledBy', { by: i18n.t('automation:byManual') });
  if (by === 'disabled') return i18n.t('automation:overruledBy', { by: i18n.t('automation:byDisabled') });
  return i18n.t('automation:overruledBy', { by });
}
