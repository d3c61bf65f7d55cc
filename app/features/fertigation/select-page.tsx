// /ferticenter-select: the base's fertigation centres; picking one remembers it and opens its layout.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query';
import { useConnectionStore } from '../../stores/connection-store';
import { CentreCard } from './centre-card';
import { rememberCentre, rememberedCentre } from './centre-choice';
import { centreHref } from './fert-view';

export function SelectPage() {
  const t = useT();
  const centres = useLiveList('fertCenter');
  const recipes = useLiveList('fertRecipe');
  const base = useConnectionStore((s) => s.base);
  const navigate = useNavigate();
  const remembered = rememberedCentre(base);
  return (
    <Page title={t('routes:ferticenterSelect')}>
      <ScreenState state={centres.state} error={centres.error} onRetry={centres.reload}>
        {centres.empty ? (
          <Alert severity="info" data-testid="screen-empty">
            {t('fertigation:noCentres')}
          </Alert>
        ) : (
          <Box
            component="ul"
            aria-label={t('fertigation:centresList')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {centres.items.map((centre) => (
              <CentreCard
                key={centre.fid}
                centre={centre}
                recipe={recipes.items.find((r) => r.rid === centre.recipeId) ?? null}
                picked={centre.fid === remembered}
                onOpen={() => {
                  rememberCentre(base, centre.fid);
                  void navigate(centreHref(centre.layout, centre.fid));
                }}
              />
            ))}
          </Box>
        )}
      </ScreenState>
    </Page>
  );
}
