// One fee of the payment notice: amount, its date, and whether it is overdue.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useT } from '../../components/use-t';
import { isBeforeToday } from '../../lib/calendar-days';
import { farmToday } from '../../lib/farm-time';
import { now } from '../../lib/world-time';
import { useFarmZone } from '../../live/hooks/use-farm-zone';

type Props = { label: string; amount: number; dateLabel: string; date: string };

export function CostLine({ label, amount, dateLabel, date }: Props) {
  const t = useT();
  const zone = useFarmZone();
  const overdue = amount !== 0 && isBeforeToday(date, farmToday(now(), zone));
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {dateLabel}：{date}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="p" color={overdue ? 'error' : 'text.primary'}>
          {t('account:amount', { amount: amount.toLocaleString('zh-CN') })}
        </Typography>
        {overdue && <Chip size="small" color="error" label={t('account:overdue')} />}
      </Box>
    </Box>
  );
}
