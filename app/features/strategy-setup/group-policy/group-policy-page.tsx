// /strategy/groupPolicy: strategy groups (which zones share which strategies) and what applies per zone.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { GroupCard } from './group-card';
import { GroupEditor } from './group-editor';
import { ZoneStrategies } from './zone-strategies';

export function GroupPolicyPage() {
  const t = useT();
  const groups = useLiveList('groupPolicy');
  const strategies = useLiveList('strategy');
  const zones = useLiveList('zone');
  /** The gpid being edited, 'new' for the add form, null for none. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const worst = [groups, strategies, zones].find((l) => l.state !== 'ready') ?? groups;
  const editor = (gpid?: number) => (
    <GroupEditor
      key={gpid ?? 'new'}
      group={groups.items.find((g) => g.gpid === gpid)}
      groups={groups.items}
      zones={zones.items}
      strategies={strategies.items}
      onClose={() => setEditing(null)}
    />
  );
  return (
    <Page
      title={t('routes:groupPolicy')}
      actions={
        <Button
          variant="contained"
          onClick={() => setEditing('new')}
          disabled={editing === 'new' || worst.state !== 'ready'}
        >
          {t('strategySetup:addGroup')}
        </Button>
      }
    >
      <ScreenState state={worst.state} error={worst.error} onRetry={worst.reload}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            {editing === 'new' && editor()}
            {groups.empty && editing !== 'new' && (
              <Typography color="text.secondary" data-testid="no-groups">
                {t('strategySetup:noGroups')}
              </Typography>
            )}
            {groups.items.map((g) =>
              editing === g.gpid ? (
                editor(g.gpid)
              ) : (
                <GroupCard
                  key={g.gpid}
                  group={g}
                  strategies={strategies.items}
                  onEdit={() => setEditing(g.gpid)}
                />
              ),
            )}
          </Box>
          <ZoneStrategies zones={zones.items} strategies={strategies.items} groups={groups.items} />
        </Box>
      </ScreenState>
    </Page>
  );
}
