// One bound base server: sn, name, firmware, online state, last heard from; the selected one also
// shows what its controller reports (uptime, clock, open alarms) and its device types.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatFarm } from '../../../lib/farm-time';
import { useFarmZone } from '../../../live/hooks/use-farm-zone';
import type { ReactNode } from 'react';
import type { Server } from '../../../../protocol/rest';
import type { SystemInfo } from '../../../../protocol/live/system.ts';
import type { LiveQueryResult } from '../../../live/query';
import { useT } from '../../../components/use-t';
import { useLiveStatus } from '../../../stores/connection-store';
import { DeviceTypes } from './device-types';
import { useLastSeen } from '../../../stores/last-seen-store';
import { serverState, systemState, uptimeParts } from './server-facts';

const stateColour = { 0: 'error', 1: 'success', 2: 'warning', silent: 'error' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export type ServerCardProps = {
  server: Server;
  selected: boolean;
  system: LiveQueryResult<SystemInfo> | null;
  onSelect(): void;
};

export function ServerCard({ server, selected, system, onSelect }: ServerCardProps) {
  const t = useT();
  const status = useLiveStatus();
  const lastSeen = useLastSeen((s) => s.byBase[server.mqttBaseTopic]);
  const info = selected ? system?.data : null;
  const shown = system && systemState(system);
  const state = serverState(status, shown ?? undefined);
  const uptime = info && system ? uptimeParts(info.uptimeS) : null;
  // Its own clock when it answered; another base's, the selected one's (the farms share a zone mostly).
  const farmZone = useFarmZone();
  const clock = (ts: number) => formatFarm(ts, 'YYYY-MM-DD HH:mm:ss', info?.timezone ?? farmZone);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
      data-testid="server-card"
      data-sn={server.sn}
      data-selected={selected}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {info?.name ?? server.name ?? server.sn}
        </Typography>
        {selected ? (
          <Chip color="primary" size="small" label={t('sensors:current')} />
        ) : (
          <Button variant="outlined" size="small" onClick={onSelect}>
            {t('sensors:select')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}>
        <Fact label={t('sensors:sn')}>{server.sn}</Fact>
        <Fact label={t('sensors:firmware')}>{info?.firmware ?? server.firmware ?? '—'}</Fact>
        <Fact label={t('sensors:state')}>
          {selected ? (
            <Chip
              size="small"
              color={stateColour[state]}
              label={t(`sensors:online_${state}`)}
              data-testid="server-state"
              data-state={state}
            />
          ) : (
            t('sensors:onlineUnknown')
          )}
        </Fact>
        <Fact label={t('sensors:lastSeen')}>
          {lastSeen === undefined ? t('sensors:lastSeenNever') : clock(lastSeen)}
        </Fact>
        {info && uptime && (
          <>
            <Fact label={t('sensors:uptime')}>{t('sensors:uptimeValue', uptime)}</Fact>
            <Fact label={t('sensors:openAlarms')}>
              <span data-testid="open-alarms">{info.openAlarms}</span>
            </Fact>
            <Fact label={t('sensors:controllerTime')}>
              {clock(info.time)} ({info.timezone})
            </Fact>
          </>
        )}
      </Box>
      {selected && system && shown === 'error' && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {system.error}
        </Typography>
      )}
      {selected && (
        <>
          <Divider sx={{ my: 2 }} />
          <DeviceTypes />
        </>
      )}
    </Paper>
  );
}
