// Starting a program now: choose one of the base's irrigation plans, then start it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { IrrigationPlan } from '../../../protocol/live/irrigation.ts';
import { useT } from '../../components/use-t';

export type StartProgramProps = {
  plans: readonly IrrigationPlan[];
  busy: boolean;
  onStart: (pid: number) => Promise<boolean>;
};

export function StartProgram({ plans, busy, onStart }: StartProgramProps) {
  const t = useT();
  const [chosen, setChosen] = useState<number | ''>('');
  const pid = chosen !== '' && plans.some((p) => p.pid === chosen) ? chosen : (plans[0]?.pid ?? '');
  if (plans.length === 0)
    return (
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('fertigation:noPlans')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('fertigation:planToStart')}
        value={pid}
        onChange={(e) => setChosen(Number(e.target.value))}
        sx={{ minWidth: 200, flex: '1 1 200px', maxWidth: 360 }}
      >
        {plans.map((plan) => (
          <MenuItem key={plan.pid} value={plan.pid}>
            {plan.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        disabled={busy || pid === ''}
        onClick={() => pid !== '' && void onStart(pid)}
      >
        {t('fertigation:start')}
      </Button>
    </Box>
  );
}
