// A device's signal as four bars and a word (wired links say so); greyed while the device is offline.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../components/use-t';
import { signalLevel } from './network-logic';

export function SignalBars({ dbm, online }: { dbm: number | null; online: boolean }) {
  const t = useT();
  const level = signalLevel(dbm);
  const word = t(`installer:signal_${level.word}`);
  const label = dbm === null ? word : t('installer:signalLabel', { word, dbm });
  const colour = !online ? 'text.disabled' : level.bars <= 1 ? 'warning.main' : 'success.main';
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
      data-testid="signal"
      data-bars={level.bars}
      data-word={level.word}
    >
      {level.word !== 'wired' && (
        <Box
          role="img"
          aria-label={label}
          sx={{ display: 'inline-flex', alignItems: 'flex-end', gap: '2px', height: 16 }}
        >
          {[1, 2, 3, 4].map((bar) => (
            <Box
              key={bar}
              sx={{
                width: 4,
                height: 4 * bar,
                borderRadius: 0.5,
                bgcolor: bar <= level.bars ? colour : 'action.disabledBackground',
              }}
            />
          ))}
        </Box>
      )}
      <Typography variant="body2" color={online ? 'text.primary' : 'text.disabled'}>
        {label}
      </Typography>
    </Box>
  );
}
