// Turns a strategy on or off: a system/conf update of the whole record with `enabled` flipped.
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Strategy } from '../../../protocol/live/climate.ts';
import { useT } from '../../components/use-t';
import { useConfAction } from '../../live/hooks/use-conf-action';

/** Shows the enabled state the controller reports (the list follows its report), never the one asked. */
export function StrategySwitch({ strategy }: { strategy: Strategy }) {
  const t = useT();
  const action = useConfAction();
  const toggle = () => {
    if (action.pending) return;
    void action.send('strategy', 'update', { ...strategy, enabled: !strategy.enabled });
  };
  return (
    <FormControlLabel
      control={
        <Switch
          checked={strategy.enabled}
          disabled={action.pending}
          onChange={toggle}
          slotProps={{ input: { 'aria-label': t('automation:switchStrategy', { name: strategy.name }) } }}
        />
      }
      label={t(strategy.enabled ? 'automation:strategyOn' : 'automation:strategyOff')}
      data-testid="strategy-switch"
      data-enabled={strategy.enabled}
    />
  );
}
