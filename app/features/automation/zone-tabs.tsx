// The zones of the base as tabs; the chosen zone lives in the URL (?zid=) so a reload keeps it.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Zone } from '../../../protocol/live/zone.ts';
import { useT } from '../../components/use-t';

export type ZoneTabsProps = { zones: readonly Zone[]; zid: number; onChange: (zid: number) => void };

export function ZoneTabs({ zones, zid, onChange }: ZoneTabsProps) {
  const t = useT();
  return (
    <Tabs
      value={zid}
      onChange={(_, next: number) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('automation:zoneTabs')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {zones.map((z) => (
        <Tab key={z.f_zone_id} value={z.f_zone_id} label={z.name} />
      ))}
    </Tabs>
  );
}
