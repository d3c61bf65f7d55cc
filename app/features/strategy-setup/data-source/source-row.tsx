// One data source of a strategy: its input, sensors (live), mode, fallback and the value seen now; edit, delete.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import type { DataSource } from '../../../../protocol/live/system.ts';
import { ConfirmDialog } from '../../../components/forms/confirm-dialog';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { useZonesText } from '../common/use-zones-text';
import { InputValue } from './input-value';
import { SensorLine } from './sensor-line';

export type SourceRowProps = { source: DataSource; sensors: readonly Sensor[]; onEdit: () => void };

export function SourceRow({ source, sensors, onEdit }: SourceRowProps) {
  const t = useT();
  const zones = useZonesText();
  const action = useConfAction();
  const [confirming, setConfirming] = useState(false);
  const sensorOf = (sid: number) => sensors.find((s) => s.sid === sid);
  const zoneOf = (sid: number) => {
    const zid = sensorOf(sid)?.zid;
    return zid === undefined ? '' : zid === null ? t('strategySetup:noZone') : zones.nameOf(zid);
  };
  const input = t(`strategySetup:input_${source.input}`);
  const remove = async () => {
    setConfirming(false);
    await action.send('dataSource', 'delete', { dsid: source.dsid });
  };
  return (
    <Box
      data-testid="data-source"
      data-dsid={source.dsid}
      data-input={source.input}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {input}
        </Typography>
        <Chip size="small" label={t(`strategySetup:mode_${source.mode}`)} data-testid="source-mode" />
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, my: 0.5, display: 'grid', gap: 0.25 }}>
        {source.sids.map((sid) => (
          <SensorLine key={sid} sid={sid} sensor={sensorOf(sid)} zone={zoneOf(sid)} />
        ))}
        {source.fallbackSid !== null && (
          <SensorLine
            sid={source.fallbackSid}
            sensor={sensorOf(source.fallbackSid)}
            zone={zoneOf(source.fallbackSid)}
            fallback
          />
        )}
      </Box>
      {source.fallbackSid === null && (
        <Typography variant="body2" color="text.secondary">
          {t('strategySetup:noFallback')}
        </Typography>
      )}
      <InputValue source={source} />
      {action.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {action.error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
        <Button size="small" onClick={onEdit} aria-label={t('strategySetup:editSourceOf', { input })}>
          {t('common:edit')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => setConfirming(true)}
          disabled={action.pending}
          aria-label={t('strategySetup:deleteSourceOf', { input })}
        >
          {t('common:delete')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        text={t('strategySetup:deleteSourceConfirm', { input })}
        confirm={t('common:delete')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
