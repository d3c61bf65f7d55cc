// A plan's valve sequence: the picked valves in order (name and zone) with up, down and remove; add one more.
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Valve } from '../../../../protocol/live/irrigation.ts';
import { useT } from '../../../components/use-t';
import { fieldMessage } from '../shared/field-message';
import { ArrowDownIcon, ArrowUpIcon, CloseIcon } from '../shared/icons';
import type { PlanFormProps } from './form-props';
import { valveLabel } from './use-plan-data';
import { addValve, moveValve, removeValve, valvesLeft } from './valve-order';

type Props = PlanFormProps & { valves: readonly Valve[]; zoneNames: ReadonlyMap<number, string> };

export function ValveSequenceField({ form, set, shownError, valves, zoneNames }: Props) {
  const t = useT();
  const byVid = new Map(valves.map((v) => [v.vid, v]));
  const left = valvesLeft(valves, form.valveIds);
  const error = fieldMessage(t, shownError('valveIds'));
  const ids = form.valveIds;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('water:valveSequence')}
      </Typography>
      {ids.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('water:noValvesPicked')}
        </Typography>
      )}
      <List dense disablePadding data-testid="valve-sequence">
        {ids.map((vid, i) => {
          const valve = byVid.get(vid);
          const name = valve ? valve.name : t('water:valveMissing', { vid });
          const zone = valve?.zid == null ? undefined : zoneNames.get(valve.zid);
          return (
            <ListItem
              key={vid}
              divider
              disableGutters
              data-testid="sequence-valve"
              data-vid={vid}
              sx={{ gap: 0.5 }}
            >
              <Typography sx={{ width: 24, color: 'text.secondary' }}>{i + 1}.</Typography>
              <ListItemText primary={name} secondary={zone} sx={{ minWidth: 0 }} />
              <IconButton
                size="small"
                disabled={i === 0}
                onClick={() => set('valveIds', moveValve(ids, i, -1))}
                aria-label={t('water:moveUp', { name })}
              >
                <ArrowUpIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                disabled={i === ids.length - 1}
                onClick={() => set('valveIds', moveValve(ids, i, 1))}
                aria-label={t('water:moveDown', { name })}
              >
                <ArrowDownIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                onClick={() => set('valveIds', removeValve(ids, i))}
                aria-label={t('water:removeValve', { name })}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </ListItem>
          );
        })}
      </List>
      <TextField
        select
        size="small"
        label={t('water:addValve')}
        value=""
        disabled={left.length === 0}
        helperText={left.length === 0 ? t('water:noValvesLeft') : ' '}
        onChange={(e) => set('valveIds', addValve(ids, Number(e.target.value)))}
        sx={{ mt: 1, minWidth: 220, maxWidth: '100%' }}
      >
        {left.map((v) => (
          <MenuItem key={v.vid} value={String(v.vid)}>
            {valveLabel(v, zoneNames)}
          </MenuItem>
        ))}
      </TextField>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
