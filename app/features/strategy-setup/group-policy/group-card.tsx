// One group policy at a glance: its zones and strategies, with edit and delete (after a confirmation).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Strategy } from '../../../../protocol/live/climate.ts';
import type { GroupPolicy } from '../../../../protocol/live/system.ts';
import { ConfirmDialog } from '../../../components/forms/confirm-dialog';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { useZonesText } from '../common/use-zones-text';

export type GroupCardProps = { group: GroupPolicy; strategies: readonly Strategy[]; onEdit: () => void };

export function GroupCard({ group, strategies, onEdit }: GroupCardProps) {
  const t = useT();
  const zones = useZonesText();
  const action = useConfAction();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    setConfirming(false);
    await action.send('groupPolicy', 'delete', { gpid: group.gpid });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="group-card" data-gpid={group.gpid}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {group.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="group-zones-text">
        {t('strategySetup:groupZonesText', { zones: zones.text(group.zoneIds) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', my: 1 }}>
        {group.strategyIds.map((stid) => (
          <Chip
            key={stid}
            size="small"
            label={strategies.find((s) => s.stid === stid)?.name ?? t('strategySetup:strategyGone', { stid })}
          />
        ))}
      </Box>
      {action.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {action.error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" onClick={onEdit} aria-label={t('strategySetup:editGroup', { name: group.name })}>
          {t('common:edit')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => setConfirming(true)}
          disabled={action.pending}
          aria-label={t('strategySetup:deleteGroup', { name: group.name })}
        >
          {t('common:delete')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        text={t('strategySetup:deleteGroupConfirm', { name: group.name })}
        confirm={t('common:delete')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
