// /automaticSettings/AllWindSpeedControl: wind and rain protection for all vents: the live wind and
// rain, each protection with its limits and whether it closes the vents now, links to edit each.
import Box from '@mui/material/Box';
import { Page } from '../../../components/page';
import { useT } from '../../../components/use-t';
import { StrategyList } from '../shell/strategy-list';
import { useStrategyOutputs } from '../shell/use-strategy-outputs';
import { ProtectionState } from './protection-state';
import { WeatherNow } from './weather-now';
import { windSettingPath } from './wind-editor';

const none: never[] = [];

export function AllWindSpeedControl() {
  const t = useT();
  const outputs = useStrategyOutputs();
  return (
    <Page title={t('routes:allWindSpeedControl')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <WeatherNow />
        <StrategyList
          kind="windSpeed"
          editPath={windSettingPath}
          summary={(s) =>
            t(s.params.closeOnRain ? 'strategies:wind_summaryRain' : 'strategies:wind_summary', {
              closeAbove: s.params.closeAbove,
              resumeBelow: s.params.resumeBelow,
              delay: s.params.delayS,
              vents: s.params.aids.length,
            })
          }
          extra={(s) => (
            <ProtectionState
              strategy={s}
              outputs={outputs.byStid.get(s.stid) ?? none}
              known={outputs.state === 'ready'}
            />
          )}
        />
      </Box>
    </Page>
  );
}
