// A back-end tab on a wide screen: one table row per channel, with its live state and an edit button.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useT } from '../../../components/use-t';
import { ChannelLive } from './channel-live';
import type { ChannelLine } from './channel-line';

export type ChannelViewProps = {
  lines: readonly ChannelLine[];
  /** Positioning groups show travel times. */
  travel: boolean;
  onEdit: (bid: number) => void;
};

export function ChannelTable({ lines, travel, onEdit }: ChannelViewProps) {
  const t = useT();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('installer:colMapping')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('installer:colActuator')}</TableCell>
            <TableCell>{t('installer:colZone')}</TableCell>
            <TableCell>{t('installer:colMapping')}</TableCell>
            {travel && <TableCell align="right">{t('installer:colTravel')}</TableCell>}
            <TableCell>{t('installer:colEnabled')}</TableCell>
            <TableCell>{t('installer:colState')}</TableCell>
            <TableCell align="right">{t('installer:colActions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map(({ channel, actuator, name, zoneName }) => (
            <TableRow key={channel.bid} hover data-testid="backend-channel" data-bid={channel.bid}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                {name}
              </TableCell>
              <TableCell>{zoneName}</TableCell>
              <TableCell data-testid="channel-mapping">
                {t('installer:mapping', { board: channel.board, channel: channel.channel })}
              </TableCell>
              {travel && (
                <TableCell align="right" data-testid="channel-travel">
                  {t('installer:travelSeconds', { s: channel.travelTime })}
                </TableCell>
              )}
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={channel.enabled ? 'success' : 'default'}
                  label={channel.enabled ? t('installer:channelOn') : t('installer:channelOff')}
                  data-testid="channel-enabled"
                  data-enabled={channel.enabled}
                />
              </TableCell>
              <TableCell>
                <ChannelLive actuator={actuator} />
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => onEdit(channel.bid)}
                  aria-label={t('installer:editChannelOf', { name })}
                >
                  {t('installer:edit')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
