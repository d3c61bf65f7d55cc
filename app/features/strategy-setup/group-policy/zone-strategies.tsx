// Per zone, the strategies that end up applying there (own zones plus group policies) and through what.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Strategy } from '../../../../protocol/live/climate.ts';
import type { GroupPolicy } from '../../../../protocol/live/system.ts';
import type { Zone } from '../../../../protocol/live/zone.ts';
import { useT } from '../../../components/use-t';
import { byRank } from '../priorities/priority-order';
import { strategiesByZone } from './effective-zones';

export type ZoneStrategiesProps = {
  zones: readonly Zone[];
  strategies: readonly Strategy[];
  groups: readonly GroupPolicy[];
};

export function ZoneStrategies({ zones, strategies, groups }: ZoneStrategiesProps) {
  const t = useT();
  const byZone = strategiesByZone(
    zones.map((z) => z.f_zone_id),
    byRank(strategies),
    groups,
  );
  const groupName = (gpid: number) => groups.find((g) => g.gpid === gpid)?.name ?? `#${gpid}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="zone-strategies">
      <Typography variant="h6" component="h2">
        {t('strategySetup:perZoneTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('strategySetup:perZoneHelp')}
      </Typography>
      {zones.map((zone) => {
        const applying = byZone.get(zone.f_zone_id) ?? [];
        return (
          <Box
            key={zone.f_zone_id}
            data-testid="zone-applying"
            data-zid={zone.f_zone_id}
            sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography variant="subtitle1" component="h3">
              {zone.name}
            </Typography>
            {applying.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('strategySetup:noneApplies')}
              </Typography>
            )}
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {applying.map(({ strategy, own, groups: via }) => (
                <Box
                  component="li"
                  key={strategy.stid}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: '6.5em minmax(0, 1fr)',
                    gap: 0.5,
                    alignItems: 'start',
                  }}
                >
                  <Typography component="span" sx={{ overflowWrap: 'anywhere', lineHeight: '24px' }}>
                    {strategy.name}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    {own && <Chip size="small" variant="outlined" label={t('strategySetup:viaOwn')} />}
                    {via.map((gpid) => (
                      <Chip
                        key={gpid}
                        size="small"
                        variant="outlined"
                        color="primary"
                        label={t('strategySetup:viaGroup', { name: groupName(gpid) })}
                      />
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Paper>
  );
}
