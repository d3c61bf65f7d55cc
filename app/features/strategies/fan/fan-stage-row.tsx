// One fan stage: its fans, the temperature (and optionally humidity) it starts above, and a remove button.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormField } from '../../../components/forms/form-field';
import type { FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { RemoveRowIcon } from '../curtain/row-icons';
import { ActuatorPicker } from '../shell/actuator-picker';
import type { StageRow } from './fan-stages';
import { rowPath, type FieldPath } from '../shell/strategy-paths';

export type FanStageRowProps = {
  index: number;
  stage: StageRow;
  errorOf: (path: FieldPath<'fan'>) => FieldError | undefined;
  onChange: (patch: Partial<StageRow>) => void;
  onRemove: () => void;
};

export function FanStageRow({ index, stage, errorOf, onChange, onRemove }: FanStageRowProps) {
  const t = useT();
  const n = index + 1;
  const path = (field: keyof StageRow) => rowPath('params.stages', index, field);
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t('strategies:fan_stage', { n })}
      data-testid="fan-stage"
      sx={{ p: 1.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {t('strategies:fan_stage', { n })}
        </Typography>
        <Button color="error" size="small" startIcon={<RemoveRowIcon />} onClick={onRemove}>
          {t('strategies:fan_removeStage', { n })}
        </Button>
      </Box>
      <ActuatorPicker
        label={t('strategies:fan_stageFans')}
        kinds={['fan']}
        value={stage.aids}
        onChange={(aids) => onChange({ aids })}
        error={errorOf(path('aids'))}
      />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField
          name={`stage-${index}-onAboveTemp`}
          label={t('strategies:fan_onAboveTemp')}
          value={stage.onAboveTemp}
          onChange={(onAboveTemp) => onChange({ onAboveTemp })}
          error={errorOf(path('onAboveTemp'))}
          show
          helper={t('strategies:fan_onAboveTempHelp')}
          unit="°C"
          numeric
        />
        <FormField
          name={`stage-${index}-onAboveHum`}
          label={t('strategies:fan_onAboveHum')}
          value={stage.onAboveHum}
          onChange={(onAboveHum) => onChange({ onAboveHum })}
          error={errorOf(path('onAboveHum'))}
          show
          helper={t('strategies:fan_onAboveHumHelp')}
          unit="%"
          numeric
        />
      </Box>
    </Paper>
  );
}
