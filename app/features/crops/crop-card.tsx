// One crop group in the review: crop and variety, planting date and day of culture, stage, zones and
// the day/night setpoints; edit and delete.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CropGroup, Zone } from '../../../protocol/live/zone.ts';
import { useT } from '../../components/use-t';
import { dayOfCulture, groupZoneNames } from './crop-display.ts';

type Props = { group: CropGroup; zones: readonly Zone[]; today: Date; onDelete: () => void };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function CropCard({ group, zones, today, onDelete }: Props) {
  const t = useT();
  const { setpoints: sp } = group;
  const day = dayOfCulture(group.plantingDate, today);
  const { names, missing } = groupZoneNames(group.zoneIds, zones);
  const zoneLabels = [...names, ...missing.map((id) => t('crops:unknownZone', { id }))];
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="crop-card"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {group.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {group.crop} · {group.variety || t('crops:noVariety')}
          </Typography>
        </Box>
        <Chip size="small" color="success" variant="outlined" label={t(`crops:stage_${group.stage}`)} />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}
      >
        <Fact label={t('crops:plantingDate')}>
          {group.plantingDate}
          {day !== null && ` · ${t('crops:daysSincePlanting', { days: day })}`}
        </Fact>
        <Fact label={t('crops:tempDayNight')}>
          {t('crops:tempValue', { day: sp.dayTemp, night: sp.nightTemp })}
        </Fact>
        <Fact label={t('crops:humDayNight')}>
          {t('crops:humValue', { day: sp.dayHum, night: sp.nightHum })}
        </Fact>
        <Fact label="CO₂">{t('crops:co2Value', { co2: sp.co2 })}</Fact>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} role="group" aria-label={t('crops:zones')}>
        {zoneLabels.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('crops:noZones')}
          </Typography>
        ) : (
          zoneLabels.map((label) => <Chip key={label} size="small" label={label} />)
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 'auto' }}>
        <Button color="error" onClick={onDelete} aria-label={t('crops:deleteLabel', { name: group.name })}>
          {t('common:delete')}
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={`/crop/Groupediting?cid=${group.cid}`}
          aria-label={t('crops:editLabel', { name: group.name })}
        >
          {t('common:edit')}
        </Button>
      </Box>
    </Paper>
  );
}
