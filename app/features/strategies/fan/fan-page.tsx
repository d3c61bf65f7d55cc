// /automaticSettings/FanControl: staged fans by temperature and humidity, with the zones' air temperature
// and each fan on or off now; each links to FanControlSetting.
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/page';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { useStrategyActuatorStates } from '../curtain/use-strategy-actuator-states';
import { useStrategies } from '../shell/strategy-kinds';
import { StrategyList } from '../shell/strategy-list';
import { FanLive } from './fan-live';
import { fanEditPath } from './fan-paths';

export function FanControl() {
  const t = useT();
  const list = useStrategies('fan');
  const actuators = useLiveList('actuator');
  useStrategyActuatorStates(list.items.flatMap((s) => s.params.stages.flatMap((stage) => stage.aids)));
  return (
    <Page title={t('routes:fanControl')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('strategies:fan_intro')}
      </Typography>
      <StrategyList
        kind="fan"
        editPath={fanEditPath}
        summary={(s) =>
          t('strategies:fan_summary', {
            stages: s.params.stages.length,
            hysteresis: s.params.hysteresis,
            minOn: s.params.minOnS,
            minOff: s.params.minOffS,
          })
        }
        extra={(s) => <FanLive strategy={s} />}
        drawnFrom={[actuators]}
      />
    </Page>
  );
}
