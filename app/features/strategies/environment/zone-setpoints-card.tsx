// One zone's climate: its live air temperature, humidity and CO₂ beside the set points of the
// environment strategy that governs it (or a way to create one), and whether it is day there now.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../components/use-t';
import { environmentPath } from './environment-editor';
import { ZoneClimateTable } from './zone-climate-table';
import { setpointsOf, type Environment } from './zone-setpoints';

export type ZoneSetpointsCardProps = {
  zid: number;
  name: string;
  env: Environment | undefined;
  /** The group policies through which `env` covers this zone (empty: it names the zone itself). */
  via: readonly string[];
  /** The controller's local minute now (null: not known yet). */
  minute: number | null;
};

export function ZoneSetpointsCard({ zid, name, env, via, minute }: ZoneSetpointsCardProps) {
  const t = useT();
  const sp = setpointsOf(env, minute);
  return (
    <Card variant="outlined" data-testid="zone-setpoints" data-zid={zid} data-stid={env?.stid ?? ''}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
            {name}
          </Typography>
          {minute !== null && (
            <Chip
              size="small"
              color={sp.isDay ? 'warning' : 'default'}
              label={sp.isDay ? t('strategies:env_dayNow') : t('strategies:env_nightNow')}
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid="zone-governed-by">
          {env
            ? t('strategies:env_governedBy', { name: env.name, priority: env.priority })
            : t('strategies:env_noStrategy')}
          {via.length > 0 && ` · ${t('strategies:env_viaGroups', { groups: via.join('、') })}`}
          {sp.heat !== null && minute !== null && ` · ${t('strategies:env_heatNow', { heat: sp.heat })}`}
        </Typography>
        <ZoneClimateTable zid={zid} env={env} />
      </CardContent>
      <CardActions>
        {env ? (
          <Button component={Link} to={`${environmentPath}?stid=${env.stid}`}>
            {t('strategies:env_editSetpoints', { name: env.name })}
          </Button>
        ) : (
          <Button component={Link} to={`${environmentPath}?stid=new&zid=${zid}`}>
            {t('strategies:env_createFor', { zone: name })}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
