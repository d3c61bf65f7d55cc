// The frame of every strategy edit screen: title, states, the common fields, the kind's own fields,
// save / delete (asked first) / back, the controller's refusal and a warning when someone else saved.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StrategyKind } from '../../../../protocol/live/climate.ts';
import { ConfirmDialog } from '../../../components/forms/confirm-dialog';
import { PreviewButton } from '../../../components/preview/preview-button';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { CommonFields } from './common-fields';
import type { CommonForm } from './strategy-check';
import { withStrategy, zonesOfEdited } from './strategy-preview';
import type { StrategyEditor } from './use-strategy-editor';

export type StrategyEditorFrameProps<K extends StrategyKind, F extends CommonForm> = {
  kind: K;
  editor: StrategyEditor<K, F>;
  listPath: string;
  /** The kind's own fields. */
  children: ReactNode;
};

export function StrategyEditorFrame<K extends StrategyKind, F extends CommonForm>({
  kind,
  editor,
  listPath,
  children,
}: StrategyEditorFrameProps<K, F>) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const { candidate, existing } = editor;
  const editKey = JSON.stringify(candidate);
  const isNew = !existing;
  // Stable while the form is: the panel reruns only when the edit changes.
  const edit = useCallback(
    (saved: Parameters<typeof withStrategy>[0]) => withStrategy(saved, candidate!, isNew),
    [editKey, isNew], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const zones = useCallback(
    (saved: Parameters<typeof withStrategy>[0]) => (candidate ? zonesOfEdited(saved, candidate, isNew) : []),
    [editKey, isNew], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const kindName = t(`common:strategyKind_${kind}`);
  const title = editor.existing
    ? t('strategies:editTitle', { kind: kindName, name: editor.existing.name })
    : t('strategies:newTitle', { kind: kindName });
  const back = (
    <Button component={Link} to={listPath}>
      {t('strategies:cancel')}
    </Button>
  );
  if (editor.notFound)
    return (
      <Page title={kindName}>
        <Alert severity="warning" action={back} data-testid="strategy-not-found">
          {t('strategies:notFound')}
        </Alert>
      </Page>
    );
  const state = editor.param.kind === 'new' ? 'ready' : editor.list.state;
  return (
    <Page title={title}>
      <ScreenState state={state} error={editor.list.error} onRetry={editor.list.reload}>
        <Paper
          component="form"
          variant="outlined"
          noValidate
          sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 860 }}
          data-testid="strategy-form"
          onSubmit={(e) => {
            e.preventDefault();
            void editor.save();
          }}
        >
          {editor.conflict && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={editor.loadLatest}>
                  {t('strategies:loadLatest')}
                </Button>
              }
            >
              {t('strategies:changedElsewhere')}
            </Alert>
          )}
          <CommonFields editor={editor} />
          {children}
          {editor.action.error && (
            <Alert severity="error" data-testid="save-error">
              {editor.action.error}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={editor.action.pending}>
              {editor.action.pending ? t('strategies:saving') : t('strategies:save')}
            </Button>
            {back}
            <PreviewButton
              label={t('strategies:preview')}
              edit={candidate ? edit : null}
              editKey={editKey}
              zones={zones}
            />
            {editor.existing && (
              <Button color="error" onClick={() => setConfirming(true)} disabled={editor.action.pending}>
                {t('strategies:delete')}
              </Button>
            )}
          </Box>
        </Paper>
      </ScreenState>
      <ConfirmDialog
        open={confirming}
        text={t('strategies:deleteConfirm', { name: editor.existing?.name ?? '' })}
        confirm={t('strategies:delete')}
        onConfirm={() => {
          setConfirming(false);
          void editor.remove();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}
