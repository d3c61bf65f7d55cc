// The strategies of one kind as cards: on/off switch (saved at once), priority, zones, the kind's
// summary line and live extras, a link to edit each and one to create a new one.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StrategyKind } from '../../../../protocol/live/climate.ts';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { listsState } from '../../../live/lists-state';
import type { LiveList } from '../../../live/query';
import { useZoneNames } from '../../../live/use-zone-names';
import { useStrategies, type StrategyOf } from './strategy-kinds';

export type StrategyListProps<K extends StrategyKind> = {
  kind: K;
  /** The edit route; `?stid=<stid>` (or `?stid=new`) is added. */
  editPath: string;
  /** One line in the grower's words: what the strategy does. */
  summary(strategy: StrategyOf<K>): ReactNode;
  /** Live extras under the summary (current readings, protection state...). */
  extra?(strategy: StrategyOf<K>): ReactNode;
  /** The level of each card's title (default h2; h3 when the list sits under a section heading). */
  headingLevel?: 'h2' | 'h3';
  /**
   * The other lists the summary and extras are drawn from (actuators, sensors). The cards show once
   * these have come too: drawn whole at once, the edit link does not move under the grower's finger
   * as the extras fill in below the summary.
   */
  drawnFrom?: readonly Pick<LiveList<unknown>, 'state' | 'error' | 'reload'>[];
};

export function StrategyList<K extends StrategyKind>({
  kind,
  editPath,
  summary,
  extra,
  headingLevel = 'h2',
  drawnFrom = [],
}: StrategyListProps<K>) {
  const t = useT();
  const list = useStrategies(kind);
  const screen = listsState([list, ...drawnFrom]);
  const { names } = useZoneNames();
  const action = useConfAction();
  const kindName = t(`common:strategyKind_${kind}`);
  const zoneNamesOf = (s: StrategyOf<K>) =>
    s.zoneIds.length === 0 ? '—' : s.zoneIds.map((z) => names.get(z) ?? String(z)).join('、');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button variant="contained" component={Link} to={`${editPath}?stid=new`}>
          {t('strategies:add')}
        </Button>
      </Box>
      <ScreenState state={screen.state} error={screen.error} onRetry={screen.retry}>
        {list.empty && (
          <Typography color="text.secondary">{t('strategies:none', { kind: kindName })}</Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {list.items.map((s) => (
            <Card key={s.stid} variant="outlined" data-testid="strategy-card" data-stid={s.stid}>
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography variant="h6" component={headingLevel} sx={{ flex: 1 }}>
                    {s.name}
                  </Typography>
                  <FormControlLabel
                    label={s.enabled ? t('strategies:enabled') : t('strategies:disabled')}
                    control={
                      <Switch
                        checked={s.enabled}
                        disabled={action.pending}
                        slotProps={{ input: { 'aria-label': t('strategies:switchOn', { name: s.name }) } }}
                        onChange={(e) =>
                          void action.send('strategy', 'update', { ...s, enabled: e.target.checked })
                        }
                      />
                    }
                  />
                </Box>
                <Typography color="text.secondary" variant="body2">
                  {t('strategies:priorityValue', { value: s.priority })} ·{' '}
                  {t('strategies:zonesValue', { zones: zoneNamesOf(s) })}
                </Typography>
                <Typography variant="body2">{summary(s)}</Typography>
                {extra?.(s)}
              </CardContent>
              <CardActions>
                <Button component={Link} to={`${editPath}?stid=${s.stid}`}>
                  {t('strategies:edit')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      </ScreenState>
    </Box>
  );
}
