// A fan strategy's live extras: each zone's air temperature it reads, and each stage's fans on or off.
import Box from '@mui/material/Box';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { useZoneNames } from '../../../live/use-zone-names';
import { ActuatorLiveChips } from '../curtain/actuator-live-chips';
import type { StrategyOf } from '../shell/strategy-kinds';
import { ZoneTemp } from './zone-temp';

export function FanLive({ strategy }: { strategy: StrategyOf<'fan'> }) {
  const t = useT();
  const actuators = useLiveList('actuator');
  const { names } = useZoneNames();
  const aids = new Set(strategy.params.stages.flatMap((s) => s.aids));
  const zids = [
    ...new Set(actuators.items.flatMap((a) => (aids.has(a.aid) && a.zid !== null ? [a.zid] : []))),
  ].sort((a, b) => a - b);
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {zids.map((zid) => (
          <ZoneTemp key={zid} stid={strategy.stid} zid={zid} zone={names.get(zid) ?? String(zid)} />
        ))}
      </Box>
      {strategy.params.stages.map((stage, i) => (
        <ActuatorLiveChips
          key={i}
          aids={stage.aids}
          label={
            stage.onAboveHum === null
              ? t('strategies:fan_stageLine', { n: i + 1, temp: stage.onAboveTemp })
              : t('strategies:fan_stageLineHum', { n: i + 1, temp: stage.onAboveTemp, hum: stage.onAboveHum })
          }
        />
      ))}
    </Box>
  );
}
