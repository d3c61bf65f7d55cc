// The custom rules of the base as cards: what each does in words, whether its conditions hold now and
// where its actuator stands; each links to its editor (`?stid=`).
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/page';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { useStrategyActuatorStates } from '../curtain/use-strategy-actuator-states';
import { useStrategies } from '../shell/strategy-kinds';
import { StrategyList } from '../shell/strategy-list';
import { CustomLive } from './custom-live';
import { customPath } from './custom-paths';
import { ruleText } from './rule-text';

export function CustomRules() {
  const t = useT();
  const list = useStrategies('custom');
  const sensors = useLiveList('sensor');
  const actuators = useLiveList('actuator');
  useStrategyActuatorStates(list.items.map((s) => s.params.then.aid));
  return (
    <Page title={t('common:strategyKind_custom')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('strategies:custom_intro')}
      </Typography>
      <StrategyList
        kind="custom"
        editPath={customPath}
        summary={(s) => ruleText(s, sensors.items, actuators.items, t)}
        extra={(s) => <CustomLive rule={s} />}
        drawnFrom={[sensors, actuators]}
      />
    </Page>
  );
}
