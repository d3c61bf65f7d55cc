// /crop/Groupreview: the base's crop groups with their stage, zones and setpoints; new, edit, delete.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CropGroup } from '../../../protocol/live/zone.ts';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query.ts';
import { CropCard } from './crop-card';
import { DeleteCropDialog } from './delete-crop-dialog';
import { farmToday } from '../../lib/farm-time';
import { now } from '../../lib/world-time';
import { useFarmZone } from '../../live/hooks/use-farm-zone';

export function CropReviewPage() {
  const t = useT();
  const groups = useLiveList('crop');
  const zones = useLiveList('zone');
  const [deleting, setDeleting] = useState<CropGroup | null>(null);
  const zone = useFarmZone();
  const [at] = useState(() => now());
  // The farm's date: days since planting count on the farm's calendar.
  const today = farmToday(at, zone);
  const sorted = [...groups.items].sort((a, b) => a.cid - b.cid);

  const add = (
    <Button variant="contained" component={RouterLink} to="/crop/Groupediting">
      {t('crops:addGroup')}
    </Button>
  );
  return (
    <Page title={t('routes:cropGroupReview')} actions={add}>
      <ScreenState state={groups.state} error={groups.error} onRetry={groups.reload}>
        {sorted.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3 }} data-testid="screen-empty">
            {t('crops:emptyGroups')}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                md: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {sorted.map((group) => (
              <CropCard
                key={group.cid}
                group={group}
                zones={zones.items}
                today={today}
                onDelete={() => setDeleting(group)}
              />
            ))}
          </Box>
        )}
      </ScreenState>
      {deleting && <DeleteCropDialog group={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}
