/**
 * One zone on the home page: name, area and crop, open alarms, live climate and soil values, and the
 * positions of its vents, shade screen (outer) and thermal curtain (inner). The whole card links to its equipment.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import type { Zone } from '../../../../protocol/live/zone.ts';
import { useT } from '../../../components/use-t';
import { LiveMetric } from '../components/live-metric';
import type { RecentHistory } from '../components/use-recent-history';
import { zoneEquipmentPath } from '../equipment/zone-params';
import { PositionMeter } from './position-meter';
import { positionAids, sensorsByType, zoneMetrics, type PositionGroup } from './zone-summary';

export type ZoneCardProps = {
  zone: Zone;
  sensors: readonly Sensor[];
  actuators: readonly Actuator[];
  recent: RecentHistory;
  /** Open alarms of the zone; null while unknown. */
  alarms: number | null;
};

const groups: PositionGroup[] = ['vents', 'screen', 'curtain'];

export function ZoneCard({ zone, sensors, actuators, recent, alarms }: ZoneCardProps) {
  const t = useT();
  const zid = zone.f_zone_id;
  const byType = useMemo(() => sensorsByType(sensors, zid, zoneMetrics), [sensors, zid]);
  const positions = useMemo(() => positionAids(actuators, zid), [actuators, zid]);
  const metrics = zoneMetrics.filter((type) => byType[type].length > 0);
  return (
    <Card variant="outlined" component="article" data-testid={`zone-card-${zid}`} sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={zoneEquipmentPath(zid, zone.name)}
        sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h3" noWrap>
              {zone.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {zone.crop
                ? t('home:areaCrop', { area: zone.area, crop: zone.crop })
                : t('home:areaOnly', { area: zone.area })}
            </Typography>
          </Box>
          {alarms !== null && (
            <Chip
              size="small"
              color={alarms > 0 ? 'error' : 'default'}
              variant={alarms > 0 ? 'filled' : 'outlined'}
              label={alarms > 0 ? t('home:alarmsOpen', { count: alarms }) : t('home:noAlarms')}
              data-testid="zone-alarms"
              data-count={alarms}
            />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', mb: 1.5 }}>
          {metrics.map((type) => (
            <LiveMetric
              key={type}
              sids={byType[type]}
              type={type}
              recent={recent.get(byType[type][0] ?? 0)}
              label={t(`home:metric_${type}`)}
              sparkline={type === 'airTemp'}
            />
          ))}
        </Box>
        <Box sx={{ display: 'grid', gap: 0.75, mt: 'auto' }}>
          {groups.map((group) => {
            const aids = positions[group];
            return aids ? (
              <PositionMeter key={group} label={t(`home:${group}`)} aids={aids} testId={group} />
            ) : null;
          })}
        </Box>
      </CardActionArea>
    </Card>
  );
}
