// A sensor's alarm rules at a glance (details screen): thresholds, delay, hysteresis, on/off.
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AlarmRule } from '../../../../protocol/live/climate.ts';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { settingWithUnit } from '../../../lib/sensor-format';

export function AlarmRulesList({ rules, sensor }: { rules: readonly AlarmRule[]; sensor: Sensor }) {
  const t = useT();
  if (rules.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="no-alarm-rules">
        {t('sensors:noAlarmRules')}
      </Typography>
    );
  }
  return (
    <List disablePadding>
      {rules.map((rule) => (
        <ListItem key={rule.rid} divider disableGutters data-testid="alarm-rule" data-rid={rule.rid}>
          <ListItemText
            primary={t('sensors:ruleTitle', { rid: rule.rid })}
            secondary={t('sensors:ruleSummary', {
              high: settingWithUnit(sensor.type, rule.high),
              low: settingWithUnit(sensor.type, rule.low),
              delay: rule.delayS,
              hysteresis: rule.hysteresis,
            })}
          />
          <Chip
            size="small"
            label={rule.enabled ? t('sensors:ruleOn') : t('sensors:ruleOff')}
            color={rule.enabled ? 'success' : 'default'}
            variant="outlined"
          />
        </ListItem>
      ))}
    </List>
  );
}
