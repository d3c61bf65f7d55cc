// Whether a condition holds now: the sensor's live value and "holds" / "does not hold" (as the controller decides).
import Chip from '@mui/material/Chip';
import type { SensorType } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { useLiveReading } from '../../../stores/live-readings-store';
import { holds, type ConditionOp } from './custom-conditions';
import { goodValue, readingText } from './reading-text';

export type ConditionNowProps = { sid: number; type: SensorType; op: ConditionOp; value: number };

export function ConditionNow({ sid, type, op, value }: ConditionNowProps) {
  const t = useT();
  const reading = goodValue(useLiveReading(sid));
  const now = holds(op, reading, value);
  const word =
    now === undefined
      ? t('strategies:custom_noReading')
      : now
        ? t('strategies:custom_holds')
        : t('strategies:custom_holdsNot');
  return (
    <Chip
      size="small"
      variant={now ? 'filled' : 'outlined'}
      color={now ? 'success' : 'default'}
      label={`${t('strategies:custom_now', { value: readingText(type, reading) })} · ${word}`}
      data-testid="condition-now"
      data-holds={now === undefined ? '' : String(now)}
      data-value={reading ?? ''}
      sx={{ justifySelf: 'start', maxWidth: '100%' }}
    />
  );
}
