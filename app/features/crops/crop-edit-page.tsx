// /crop/Groupediting?cid= (no cid: a new group): the crop group form; saved, it goes back to the review.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query.ts';
import { CropFormView } from './crop-form-view';
import { parseCid } from './crop-display.ts';

export function CropEditPage() {
  const t = useT();
  const [params] = useSearchParams();
  const raw = params.get('cid');
  const cid = raw === null ? null : parseCid(raw);
  const groups = useLiveList('crop');
  const group = cid === null ? undefined : groups.items.find((g) => g.cid === cid);
  const creating = raw === null;

  const back = (
    <Button component={RouterLink} to="/crop/Groupreview">
      {t('crops:backToReview')}
    </Button>
  );
  const problem =
    !creating && cid === null
      ? t('crops:badCid')
      : !creating && groups.state === 'ready' && !group
        ? t('crops:notFound')
        : null;
  return (
    <Page title={t(creating ? 'crops:createTitle' : 'crops:editTitle')} actions={back}>
      {problem ? (
        <Alert severity="warning" data-testid="crop-problem">
          {problem}
        </Alert>
      ) : creating ? (
        <CropFormView />
      ) : (
        <ScreenState state={groups.state} error={groups.error} onRetry={groups.reload}>
          {group && <CropFormView key={group.cid} group={group} />}
        </ScreenState>
      )}
    </Page>
  );
}
