// /device/server: the grower's bound base servers; the selected one in detail; select another here.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { SERVER_SELECT_DELAY_MS } from '../../../components/layout/base-selector';
import { Page } from '../../../components/page';
import { useT } from '../../../components/use-t';
import { SYSTEM_REFRESH_MS, useSystemInfo } from '../../../live/hooks/use-system-info';
import { selectBase, useBases } from '../../../stores/bases-store';
import { ServerCard } from './server-card';

export function ServerPage() {
  const t = useT();
  const servers = useBases((s) => s.servers);
  const baseTopic = useBases((s) => s.baseTopic);
  const system = useSystemInfo(SYSTEM_REFRESH_MS);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Seed section 9: a server switch applies after 100 ms, as in the header's selector.
  const choose = (topic: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => selectBase(topic), SERVER_SELECT_DELAY_MS);
  };
  return (
    <Page title={t('routes:deviceServer')}>
      {servers.length === 0 ? (
        // The shell already asks the grower to have a server bound (NoServerNotice).
        <Typography color="text.secondary" data-testid="screen-empty">
          {t('live:empty')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('sensors:serverCount', { count: servers.length })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {servers.map((server) => (
              <ServerCard
                key={server.sn}
                server={server}
                selected={server.mqttBaseTopic === baseTopic}
                system={server.mqttBaseTopic === baseTopic ? system : null}
                onSelect={() => choose(server.mqttBaseTopic)}
              />
            ))}
          </Box>
        </>
      )}
    </Page>
  );
}
