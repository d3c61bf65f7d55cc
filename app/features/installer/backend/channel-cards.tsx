// A back-end tab on a phone: one card per channel with the same facts as the table's row.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../../../components/use-t';
import { ChannelLive } from './channel-live';
import type { ChannelViewProps } from './channel-table';

export function ChannelCards({ lines, travel, onEdit }: ChannelViewProps) {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {lines.map(({ channel, actuator, name, zoneName }) => (
        <Paper
          key={channel.bid}
          variant="outlined"
          sx={{ p: 1.5, display: 'grid', gap: 1 }}
          data-testid="backend-channel"
          data-bid={channel.bid}
          role="group"
          aria-label={name}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 500, flex: 1, minWidth: 0 }} noWrap>
              {name}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color={channel.enabled ? 'success' : 'default'}
              label={channel.enabled ? t('installer:channelOn') : t('installer:channelOff')}
              data-testid="channel-enabled"
              data-enabled={channel.enabled}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {zoneName} ·{' '}
            <span data-testid="channel-mapping">
              {t('installer:mapping', { board: channel.board, channel: channel.channel })}
            </span>
            {travel && (
              <>
                {' · '}
                <span data-testid="channel-travel">
                  {t('installer:travelSeconds', { s: channel.travelTime })}
                </span>
              </>
            )}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <ChannelLive actuator={actuator} />
            <Button
              size="small"
              variant="outlined"
              onClick={() => onEdit(channel.bid)}
              aria-label={t('installer:editChannelOf', { name })}
            >
              {t('installer:edit')}
            </Button>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
