// Picks the actuators a strategy drives, among the base's actuators of the given kinds (name and
// zone), with one button to pick all of them or none.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ActuatorKind } from '../../../../protocol/live/actuator.ts';
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { useZoneNames } from '../../../live/use-zone-names';

export type ActuatorPickerProps = {
  label: string;
  kinds: readonly ActuatorKind[];
  value: number[];
  onChange: (aids: number[]) => void;
  error?: FieldError;
  helper?: string;
};

export function ActuatorPicker({ label, kinds, value, onChange, error, helper }: ActuatorPickerProps) {
  const t = useT();
  const actuators = useLiveList('actuator');
  const { names } = useZoneNames();
  const choices = actuators.items.filter((a) => kinds.includes(a.kind));
  const toggle = (aid: number, on: boolean) =>
    onChange(on ? [...value, aid].sort((a, b) => a - b) : value.filter((x) => x !== aid));
  const allPicked = choices.length > 0 && choices.every((a) => value.includes(a.aid));
  const ids = new Set(choices.map((a) => a.aid));
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend">{label}</FormLabel>
      {choices.length > 1 && (
        <Box>
          <Button
            size="small"
            sx={{ ml: -1 }}
            aria-label={`${allPicked ? t('strategies:pickNone') : t('strategies:pickAll')} · ${label}`}
            onClick={() =>
              onChange(
                allPicked
                  ? value.filter((aid) => !ids.has(aid))
                  : [...new Set([...value, ...ids])].sort((a, b) => a - b),
              )
            }
          >
            {allPicked ? t('strategies:pickNone') : t('strategies:pickAll')}
          </Button>
        </Box>
      )}
      <FormGroup row>
        {choices.map((a) => (
          <FormControlLabel
            key={a.aid}
            label={a.zid === null ? a.name : `${a.name} · ${names.get(a.zid) ?? a.zid}`}
            control={
              <Checkbox checked={value.includes(a.aid)} onChange={(e) => toggle(a.aid, e.target.checked)} />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {error
          ? t(fieldErrorKey(error), error.values)
          : actuators.state === 'ready' && choices.length === 0
            ? t('strategies:noActuators')
            : (helper ?? ' ')}
      </FormHelperText>
    </FormControl>
  );
}
