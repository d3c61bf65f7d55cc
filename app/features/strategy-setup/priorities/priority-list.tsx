// The strategies in the order the controller ranks them, in two groups (protection first), with the save.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Strategy } from '../../../../protocol/live/climate.ts';
import type { GroupPolicy } from '../../../../protocol/live/system.ts';
import { useT } from '../../../components/use-t';
import { useZonesText } from '../common/use-zones-text';
import { zonesOfStrategy } from '../../../../protocol/live/zone-coverage.ts';
import { priorityText } from './priority-form';
import { PriorityRow } from './priority-row';
import type { PriorityDraftsState } from './use-priority-drafts';

export type PriorityListProps = {
  strategies: readonly Strategy[];
  groups: readonly GroupPolicy[];
  edit: PriorityDraftsState;
};

export function PriorityList({ strategies, groups, edit }: PriorityListProps) {
  const t = useT();
  const zones = useZonesText();
  const saved = new Map(strategies.map((s) => [s.stid, s.priority]));
  const section = (key: 'protection' | 'others', rows: readonly Strategy[]) =>
    rows.length > 0 && (
      <Box component="section" aria-labelledby={`priority-${key}`}>
        <Typography id={`priority-${key}`} variant="subtitle2" component="h3" sx={{ mt: 1 }}>
          {t(`strategySetup:group_${key}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`strategySetup:groupHelp_${key}`)}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((s, i) => (
            <PriorityRow
              key={s.stid}
              strategy={s}
              saved={saved.get(s.stid) ?? s.priority}
              text={priorityText({ ...s, priority: saved.get(s.stid) ?? s.priority }, edit.drafts)}
              error={edit.errors[s.stid]}
              show={edit.submitted || edit.drafts[s.stid] !== undefined}
              zones={zones.text(zonesOfStrategy(s, groups))}
              onType={(text) => edit.type(s.stid, text)}
              onLeave={edit.place}
              onUp={i > 0 ? () => edit.move(rows, i, -1) : undefined}
              onDown={i < rows.length - 1 ? () => edit.move(rows, i, 1) : undefined}
            />
          ))}
        </Box>
      </Box>
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="priority-list">
      <Typography variant="h6" component="h2">
        {t('strategySetup:prioritiesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('strategySetup:prioritiesHelp')}
      </Typography>
      {section('protection', edit.groups.protection)}
      {section('others', edit.groups.others)}
      {edit.submitted && Object.keys(edit.errors).length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('strategySetup:fixPriorities')}
        </Alert>
      )}
      {edit.error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="save-error">
          {edit.error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          onClick={() => void edit.save()}
          disabled={edit.pending || edit.changed === 0}
        >
          {edit.pending ? t('strategySetup:saving') : t('strategySetup:savePriorities', { n: edit.changed })}
        </Button>
        <Button onClick={edit.reset} disabled={edit.pending || edit.changed === 0}>
          {t('strategySetup:undoChanges')}
        </Button>
      </Box>
    </Paper>
  );
}
