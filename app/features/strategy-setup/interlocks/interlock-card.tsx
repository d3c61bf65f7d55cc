// Actuator interlocks: the pairs that must never run together, by name, each removable; and the add form.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/forms/confirm-dialog';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { DeleteIcon, LinkIcon } from '../common/icons';
import { AddInterlockForm } from './add-interlock-form';
import { pairsOf, removePair, type InterlockPair } from './interlock-pairs';
import { useInterlockSave } from './use-interlock-save';

export function InterlockCard() {
  const t = useT();
  const actuators = useLiveList('actuator');
  const saving = useInterlockSave();
  const [removing, setRemoving] = useState<InterlockPair | null>(null);
  const name = (aid: number) =>
    actuators.items.find((a) => a.aid === aid)?.name ?? t('strategySetup:actuatorGone', { aid });
  const pairs = pairsOf(actuators.items);
  const remove = async () => {
    const pair = removing;
    setRemoving(null);
    if (pair) await saving.save(removePair(actuators.items, pair), actuators.items);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="interlocks">
      <Typography variant="h6" component="h2">
        {t('strategySetup:interlocksTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('strategySetup:interlocksHelp')}
      </Typography>
      <ScreenState state={actuators.state} error={actuators.error} onRetry={actuators.reload}>
        {pairs.length === 0 && (
          <Typography color="text.secondary">{t('strategySetup:noInterlocks')}</Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}>
          {pairs.map((p) => (
            <Box
              component="li"
              key={`${p.a}-${p.b}`}
              data-testid="interlock-pair"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <LinkIcon fontSize="small" color="action" aria-hidden />
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {t('strategySetup:pair', { a: name(p.a), b: name(p.b) })}
              </Typography>
              {p.oneWay && <Chip size="small" color="warning" label={t('strategySetup:oneWay')} />}
              <IconButton
                aria-label={t('strategySetup:removeInterlock', { a: name(p.a), b: name(p.b) })}
                onClick={() => setRemoving(p)}
                disabled={saving.pending}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
        {saving.error && (
          <Typography color="error" role="alert" sx={{ mb: 1 }}>
            {t('strategySetup:interlockRefused', { reason: saving.error })}
          </Typography>
        )}
        <AddInterlockForm actuators={actuators.items} />
      </ScreenState>
      <ConfirmDialog
        open={removing !== null}
        text={
          removing
            ? t('strategySetup:removeInterlockConfirm', { a: name(removing.a), b: name(removing.b) })
            : ''
        }
        confirm={t('strategySetup:removeInterlockButton')}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}
