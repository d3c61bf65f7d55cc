// /companymanage/CompanyBase: the account's company (its holder; the cloud keeps no company record) and its bases.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Page } from '../../components/page';
import { useT } from '../../components/use-t';
import { selectBase, useBases } from '../../stores/bases-store';
import { SYSTEM_REFRESH_MS, useSystemInfo } from '../../live/hooks/use-system-info';
import { useLiveStatus } from '../../stores/connection-store';
import { useLastSeen } from '../../stores/last-seen-store';
import { useSession } from '../../stores/session-store';
import { BaseCard } from './base-card';
import { baseState } from './base-state';

/** Seed section 9: a server switch applies after 100 ms, as in the header's selector. */
const SELECT_DELAY_MS = 100;

export function CompanyPage() {
  const t = useT();
  const servers = useBases((s) => s.servers);
  const baseTopic = useBases((s) => s.baseTopic);
  const user = useSession((s) => s.user);
  const status = useLiveStatus();
  const lastSeen = useLastSeen((s) => s.byBase);
  const system = useSystemInfo(SYSTEM_REFRESH_MS);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const choose = (topic: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => selectBase(topic), SELECT_DELAY_MS);
  };
  const holder = user?.wxNickName || user?.mobile || '—';
  return (
    <Page title={t('routes:companyBase')}>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="company-summary">
        <Typography variant="subtitle1" component="p">
          {t('company:holder', { name: holder })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('company:baseCount', { count: servers.length })}
        </Typography>
      </Paper>
      {servers.length === 0 ? (
        <Typography color="text.secondary" data-testid="screen-empty">
          {t('company:noBases')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {servers.map((server) => {
            const selected = server.mqttBaseTopic === baseTopic;
            const seen = lastSeen[server.mqttBaseTopic];
            const state = baseState({
              selected,
              status,
              system: system.state === 'idle' ? undefined : system.error ? 'error' : system.state,
              lastSeen: seen,
            });
            return (
              <BaseCard
                key={server.sn}
                server={server}
                selected={selected}
                state={state}
                lastSeen={seen}
                info={selected ? system.data : null}
                onSelect={() => choose(server.mqttBaseTopic)}
              />
            );
          })}
        </Box>
      )}
    </Page>
  );
}
