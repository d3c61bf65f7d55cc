// The protection rules in the grower's words: "雨天关窗" per wind protection, "大风优先于温度" checked.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Strategy } from '../../../../protocol/live/climate.ts';
import { useT } from '../../../components/use-t';
import { priorityOf, protectionConflicts } from './priority-form';
import { isWind, RainRule } from './rain-rule';
import type { PriorityDraftsState } from './use-priority-drafts';

export function ProtectionRules({
  strategies,
  edit,
}: {
  strategies: readonly Strategy[];
  edit: PriorityDraftsState;
}) {
  const t = useT();
  const winds = strategies.filter(isWind);
  const conflicts = protectionConflicts(strategies, edit.drafts);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid="protection-rules">
      <Typography variant="h6" component="h2">
        {t('strategySetup:rulesTitle')}
      </Typography>
      {winds.length === 0 && <Alert severity="info">{t('strategySetup:noWindStrategy')}</Alert>}
      {winds.map((wind) => (
        <RainRule key={wind.stid} wind={wind} />
      ))}
      {winds.length > 0 && (
        <Box data-testid="wind-first-rule">
          <Typography variant="subtitle1" component="h3">
            {t('strategySetup:windFirst')}
          </Typography>
          {conflicts.length === 0 ? (
            <Alert severity="success">{t('strategySetup:windFirstOk')}</Alert>
          ) : (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={edit.windFirst}>
                  {t('strategySetup:windFirstFix')}
                </Button>
              }
            >
              {conflicts.map(({ wind, temperature }) => (
                <Box key={`${wind.stid}-${temperature.stid}`}>
                  {t('strategySetup:windFirstConflict', {
                    temperature: temperature.name,
                    tp: priorityOf(temperature, edit.drafts),
                    wind: wind.name,
                    wp: priorityOf(wind, edit.drafts),
                  })}
                </Box>
              ))}
              <Box sx={{ mt: 0.5 }}>{t('strategySetup:windFirstNote')}</Box>
            </Alert>
          )}
        </Box>
      )}
    </Paper>
  );
}
