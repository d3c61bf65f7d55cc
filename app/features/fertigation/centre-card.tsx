// One centre to pick: name, tanks, recipe, the drawing it opens in (changeable), and open.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fertCenter, type FertCenter, type FertRecipe } from '../../../protocol/live/irrigation.ts';
import { useT } from '../../components/use-t';
import { useConfAction } from '../../live/hooks/use-conf-action';
import type { Layout } from './fert-view';
import { useFertStatus } from './use-fert-status';

const stateColor = { idle: 'default', dosing: 'success', stopped: 'error' } as const;

const layouts: readonly Layout[] = fertCenter.shape.layout.options;

export type CentreCardProps = {
  centre: FertCenter;
  recipe: FertRecipe | null;
  /** The centre last picked on this base. */
  picked: boolean;
  onOpen: () => void;
};

export function CentreCard({ centre, recipe, picked, onOpen }: CentreCardProps) {
  const t = useT();
  const save = useConfAction();
  const status = useFertStatus(centre.fid).data;
  const tanks = centre.tanks.map((k) => `${k.name} ${k.capacityL} L`).join('、');
  return (
    <Card component="li" variant="outlined" data-testid="centre-card" data-fid={centre.fid}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {centre.name}
          </Typography>
          {status && (
            <Chip
              size="small"
              color={stateColor[status.state]}
              label={t(`fertigation:stateShort_${status.state}`)}
              data-testid="centre-card-state"
              data-state={status.state}
            />
          )}
          {picked && <Chip size="small" color="primary" label={t('fertigation:lastPicked')} />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('fertigation:tanksSummary', { tanks })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {recipe ? t('fertigation:recipeSummary', { name: recipe.name }) : t('fertigation:noRecipe')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('fertigation:layoutLabel')}
            value={centre.layout}
            disabled={save.pending}
            onChange={(e) => {
              const layout = layouts.find((l) => l === e.target.value);
              if (layout) void save.send('fertCenter', 'update', { ...centre, layout });
            }}
            sx={{ minWidth: 180, flex: '1 1 180px' }}
          >
            {layouts.map((layout) => (
              <MenuItem key={layout} value={layout}>
                {t(`fertigation:layout_${layout}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={onOpen}
            aria-label={t('fertigation:open', { name: centre.name })}
          >
            {t('fertigation:openShort')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
