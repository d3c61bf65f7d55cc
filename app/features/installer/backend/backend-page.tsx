// One tab of /backEndDevice (the installer's view): a group's channels with actuator, zone, board and
// channel, travel time, on/off and live state; a table on wide screens, cards on a phone.
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useSeedActuatorStates } from '../../../components/actuator-controls/seed-states';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { useZoneNames } from '../../../live/use-zone-names';
import { ChannelCards } from './channel-cards';
import { ChannelDialog } from './channel-dialog';
import { hasTravel, type BackendGroup } from './channel-form';
import { channelLines } from './channel-line';
import { ChannelTable } from './channel-table';

export function BackendPage({ group }: { group: BackendGroup }) {
  const t = useT();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const channels = useLiveList('backend');
  const actuators = useLiveList('actuator');
  const { names } = useZoneNames();
  const [editing, setEditing] = useState<number | null>(null);
  const byAid = useMemo(() => new Map(actuators.items.map((a) => [a.aid, a])), [actuators.items]);
  const nameOf = (aid: number) => byAid.get(aid)?.name ?? t('installer:unknownActuator', { aid });
  const lines = channelLines(
    channels.items,
    group,
    byAid,
    (zid) => (zid === null ? t('installer:noZone') : (names.get(zid) ?? `#${zid}`)),
    (aid) => t('installer:unknownActuator', { aid }),
  );
  useSeedActuatorStates(lines.flatMap((l) => (l.actuator?.zid ? [l.actuator.zid] : [])));
  const editingLine = lines.find((l) => l.channel.bid === editing);
  const state = channels.state === 'ready' ? actuators.state : channels.state;
  const off = lines.filter((l) => !l.channel.enabled).length;
  const View = narrow ? ChannelCards : ChannelTable;

  return (
    <Page
      title={t(`installer:groupTitle_${group}`)}
      actions={
        channels.state === 'ready' && (
          <Typography variant="body2" color="text.secondary" data-testid="channel-count">
            {t('installer:channelCount', { count: lines.length, off })}
          </Typography>
        )
      }
    >
      <ScreenState
        state={state}
        error={channels.error ?? actuators.error}
        onRetry={() => {
          channels.reload();
          actuators.reload();
        }}
      >
        {lines.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3 }} data-testid="screen-empty">
            {t('installer:noChannels')}
          </Typography>
        ) : (
          <View lines={lines} travel={hasTravel(group)} onEdit={setEditing} />
        )}
      </ScreenState>
      {editingLine && (
        <ChannelDialog
          key={editingLine.channel.bid}
          line={editingLine}
          all={channels.items}
          nameOf={nameOf}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
