// /version: the app version and platform, the servers' firmware, and a manual update check.
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { notifyKey, reportFailure } from '../../components/notify';
import { Page } from '../../components/page';
import { useT } from '../../components/use-t';
import { getPlatform } from '../../platform';
import { useBases } from '../../stores/bases-store';
import { offerUpgrade } from '../../stores/ui-store';
import { checkForUpgrade } from './upgrade-check';

const platformName = {
  web: 'account:platformWeb',
  android: 'account:platformAndroid',
  ios: 'account:platformIos',
} as const;

export function VersionPage() {
  const t = useT();
  const platform = getPlatform();
  const servers = useBases((s) => s.servers);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      const offer = await checkForUpgrade(platform);
      if (offer) offerUpgrade(offer);
      else notifyKey('account:upToDate', { severity: 'success' });
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title={t('routes:version')}>
      <Paper sx={{ maxWidth: 560 }}>
        <List>
          <ListItem>
            <ListItemText primary={t('account:appVersion')} secondary={platform.version} />
          </ListItem>
          <ListItem>
            <ListItemText primary={t('account:platform')} secondary={t(platformName[platform.kind])} />
          </ListItem>
        </List>
        {servers.length > 0 && (
          <List subheader={<ListSubheader>{t('account:serverFirmware')}</ListSubheader>}>
            {servers.map((s) => (
              <ListItem key={s.sn}>
                <ListItemText primary={s.name ?? s.sn} secondary={`${s.sn} · ${s.firmware ?? '—'}`} />
              </ListItem>
            ))}
          </List>
        )}
        <Button sx={{ m: 2 }} variant="contained" onClick={() => void check()} disabled={busy}>
          {t('account:checkUpdate')}
        </Button>
      </Paper>
    </Page>
  );
}
