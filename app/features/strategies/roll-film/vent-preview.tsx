// Under the roll-film form: what the vents would do with the values typed, at the live temperature.
import Alert from '@mui/material/Alert';
import { useT } from '../../../components/use-t';
import { useZoneNames } from '../../../live/use-zone-names';
import { useLiveReadingsStore } from '../../../stores/live-readings-store';
import { shown } from '../shell/shown';
import type { RollFilmParams } from './roll-film-preview';
import { useVentPreview } from './use-vent-preview';

export type VentPreviewProps = {
  stid: number | undefined;
  /** null while a number field holds no number. */
  params: RollFilmParams | null;
  zoneIds: readonly number[];
};

export function VentPreview({ stid, params, zoneIds }: VentPreviewProps) {
  const t = useT();
  const { names } = useZoneNames();
  const now = useVentPreview(stid, params, zoneIds);
  const waiting = useLiveReadingsStore((s) => s.updatedAt === null);
  const zone = now.zid === null ? '' : (names.get(now.zid) ?? String(now.zid));
  const { preview } = now;
  const text =
    preview === null
      ? now.temp === undefined
        ? t(waiting ? 'strategies:rollFilm_previewWaiting' : 'strategies:rollFilm_previewNoReading')
        : t('strategies:rollFilm_previewIncomplete')
      : preview.byHumidity
        ? t('strategies:rollFilm_previewHumidity', { zone, hum: shown(now.hum, 0), opening: preview.opening })
        : t('strategies:rollFilm_preview', {
            zone,
            temp: shown(now.temp),
            openAbove: shown(preview.openAbove),
            opening: preview.opening,
          });
  return (
    <Alert
      severity="info"
      data-testid="vent-preview"
      data-opening={preview?.opening ?? ''}
      aria-live="polite"
    >
      {text}
    </Alert>
  );
}
