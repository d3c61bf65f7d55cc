// One base of the company: name, sn, MQTT topic, time zone (selected only), online state, select.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatFarm } from '../../lib/farm-time';
import { useFarmZone } from '../../live/hooks/use-farm-zone';
import type { ReactNode } from 'react';
import type { Server } from '../../../protocol/rest';
import type { SystemInfo } from '../../../protocol/live/system.ts';
import { useT } from '../../components/use-t';
import { stateColour, type BaseState } from './base-state';

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

export type BaseCardProps = {
  server: Server;
  selected: boolean;
  state: BaseState;
  lastSeen: number | undefined;
  info: SystemInfo | null;
  onSelect(): void;
};

export function BaseCard({ server, selected, state, lastSeen, info, onSelect }: BaseCardProps) {
  const t = useT();
  const farmZone = useFarmZone();
  const name = info?.name ?? server.name ?? server.sn;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={name}
      sx={{ p: 2, borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
      data-testid="company-base"
      data-sn={server.sn}
      data-selected={selected}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: { xs: '1 0 100%', sm: 1 }, minWidth: 0 }} noWrap>
          {name}
        </Typography>
        <Chip
          size="small"
          color={stateColour[state]}
          label={t(`company:state_${state}`)}
          data-testid="base-state"
          data-state={state}
        />
        {selected ? (
          <Chip color="primary" size="small" variant="outlined" label={t('company:current')} />
        ) : (
          <Button
            variant="outlined"
            size="small"
            onClick={onSelect}
            aria-label={t('company:selectBase', { name })}
          >
            {t('company:select')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
        <Fact label={t('company:sn')}>{server.sn}</Fact>
        <Fact label={t('company:topic')}>{server.mqttBaseTopic}</Fact>
        <Fact label={t('company:firmware')}>{info?.firmware ?? server.firmware ?? '—'}</Fact>
        <Fact label={t('company:timezone')}>{info?.timezone ?? '—'}</Fact>
        <Fact label={t('company:lastSeen')}>
          {lastSeen === undefined
            ? t('company:lastSeenNever')
            : formatFarm(lastSeen, 'YYYY-MM-DD HH:mm:ss', info?.timezone ?? farmZone)}
        </Fact>
      </Box>
    </Paper>
  );
}
