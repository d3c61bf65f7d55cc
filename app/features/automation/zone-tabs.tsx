// The zones of the base as tabs; the chosen zone lives in the URL (?zid=) so a reload keeps it.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Zone } from '../../../protocol/live/zone.ts';
import { useAfterPaint } from '../../components/use-after-paint';
import { useT } from '../../components/use-t';

export type ZoneTabsProps = { zones: readonly Zone[]; zid: number; onChange: (zid: number) => void };

const bar = { mb: 2, borderBottom: 1, borderColor: 'divider' } as const;
/** A tab's 48 px and the bar's 1 px border: the space the tabs take, kept until they mount. */
export const ZONE_TABS_HEIGHT = 49;
/**
 * One line per tab, whatever the name's length (up to 40 characters): a long one ends in "…" within
 * the tab's 360 px and shows whole on hover, so the bar keeps the height kept for it.
 */
const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
} as const;

export function ZoneTabs({ zones, zid, onChange }: ZoneTabsProps) {
  const t = useT();
  // Scrollable tabs measure themselves as they mount: after the screen's first paint (use-after-paint.ts).
  const painted = useAfterPaint();
  if (!painted) return <Box data-testid="zone-tabs-pending" sx={{ ...bar, height: ZONE_TABS_HEIGHT }} />;
  return (
    <Tabs
      value={zid}
      onChange={(_, next: number) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('automation:zoneTabs')}
      sx={bar}
    >
      {zones.map((z) => (
        <Tab
          key={z.f_zone_id}
          value={z.f_zone_id}
          title={z.name}
          label={
            <Box component="span" data-testid="zone-tab-name" sx={oneLine}>
              {z.name}
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
