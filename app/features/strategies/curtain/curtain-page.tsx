// /automaticSettings/PullACurtainControl: curtains and screens by radiation, outside temperature and time,
// with what they read now and where the curtains stand; each links to EditPullACurtainControl.
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/page';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { useStrategies } from '../shell/strategy-kinds';
import { StrategyList } from '../shell/strategy-list';
import { curtainEditPath } from './curtain-paths';
import { CurtainLive } from './curtain-live';
import { useStrategyActuatorStates } from './use-strategy-actuator-states';

export function PullACurtainControl() {
  const t = useT();
  const list = useStrategies('curtain');
  const actuators = useLiveList('actuator');
  useStrategyActuatorStates(list.items.flatMap((s) => s.params.aids));
  return (
    <Page title={t('routes:pullACurtainControl')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('strategies:curtain_intro')}
      </Typography>
      <StrategyList
        kind="curtain"
        editPath={curtainEditPath}
        summary={(s) =>
          t('strategies:curtain_summary', {
            shade:
              s.params.closeAboveRadiation > 0
                ? t('strategies:curtain_shadeAbove', { radiation: s.params.closeAboveRadiation })
                : t('strategies:curtain_shadeNever'),
            day: s.params.closeBelowOutTempDay,
            night: s.params.closeBelowOutTempNight,
            hum: s.params.forceOpenAboveHum,
            rows: s.params.schedule.length,
          })
        }
        extra={(s) => <CurtainLive strategy={s} />}
        drawnFrom={[actuators]}
      />
    </Page>
  );
}
