// A custom rule's live extras: each condition's sensor now and whether it holds, and the actuator's state.
import Box from '@mui/material/Box';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { ActuatorLiveChips } from '../curtain/actuator-live-chips';
import type { StrategyOf } from '../shell/strategy-kinds';
import { ConditionNow } from './condition-now';

export function CustomLive({ rule }: { rule: StrategyOf<'custom'> }) {
  const t = useT();
  const sensors = useLiveList('sensor');
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
        aria-label={t('strategies:custom_conditionsNow')}
      >
        {rule.params.when.map((c, i) => {
          const sensor = sensors.items.find((s) => s.sid === c.sid);
          return sensor ? (
            <ConditionNow key={i} sid={c.sid} type={sensor.type} op={c.op} value={c.value} />
          ) : null;
        })}
      </Box>
      <ActuatorLiveChips aids={[rule.params.then.aid]} label={t('strategies:custom_actuatorNow')} />
    </Box>
  );
}
