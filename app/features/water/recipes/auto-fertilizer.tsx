// /automaticSettings/AutoFertilizer: the fertigation recipes and who uses them, or one recipe's form (`?edit=`).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { editParam } from '../shared/edit-param';
import { AddIcon } from '../shared/icons';
import { RecipeCard } from './recipe-card';
import { RecipeEditor } from './recipe-editor';
import { useRecipeData } from './use-recipe-data';

export function AutoFertilizer() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const edit = editParam(params.get('edit'));
  const data = useRecipeData();
  const { state, error, retry } = data.screen;
  const done = () => setParams({}, { replace: true });
  const recipe = typeof edit === 'number' ? data.recipes.find((r) => r.rid === edit) : undefined;
  const title =
    edit === null
      ? t('routes:autoFertilizer')
      : recipe
        ? t('water:editRecipeTitle', { name: recipe.name })
        : t('water:newRecipeTitle');
  const action =
    edit === null ? (
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setParams({ edit: 'new' })}>
        {t('water:newRecipe')}
      </Button>
    ) : (
      <Button variant="outlined" size="small" onClick={done}>
        {t('common:back')}
      </Button>
    );
  return (
    <Page title={title} actions={action}>
      <ScreenState state={state} error={error} onRetry={retry}>
        {edit === 'new' || recipe ? (
          <RecipeEditor key={recipe?.rid ?? 'new'} recipe={recipe} onDone={done} />
        ) : edit !== null ? (
          <Alert severity="warning">{t('live:ack3')}</Alert>
        ) : data.recipes.length === 0 ? (
          <Typography color="text.secondary" data-testid="screen-empty">
            {t('water:noRecipes')}
          </Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {[...data.recipes]
              .sort((a, b) => a.rid - b.rid)
              .map((r) => (
                <RecipeCard
                  key={r.rid}
                  recipe={r}
                  data={data}
                  onEdit={() => setParams({ edit: String(r.rid) })}
                />
              ))}
          </Box>
        )}
      </ScreenState>
    </Page>
  );
}
