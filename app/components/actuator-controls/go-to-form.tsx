// Go to a position: a slider and a number field kept in step, validated 0..100 before sending.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../use-t';
import { checkPercent } from './logic';

export type GoToFormProps = {
  name: string;
  /** The reported position: the slider follows it until the grower picks a target. */
  current: number | undefined;
  /** Narrow cell: the field above the button. */
  dense?: boolean;
  disabled: boolean;
  onGo: (value: number) => Promise<boolean>;
};

export function GoToForm({ name, current, dense = false, disabled, onGo }: GoToFormProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const checked = checkPercent(text);
  const showError = touched && !checked.ok;
  const sliderValue = checked.ok ? checked.value : (current ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!checked.ok || disabled) return;
    if (await onGo(checked.value)) {
      setText('');
      setTouched(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Slider
        value={sliderValue}
        min={0}
        max={100}
        step={1}
        valueLabelDisplay="auto"
        disabled={disabled}
        aria-label={t('actuators:goToSlider', { name })}
        onChange={(_, value) => {
          setText(String(value));
          setTouched(true);
        }}
        sx={{ mx: 1, width: 'auto' }}
      />
      <Box
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: dense ? 'column' : 'row' }}
      >
        <TextField
          id={id}
          label={t('actuators:goToLabel')}
          value={text}
          placeholder={current === undefined ? '' : String(current)}
          onChange={(e) => {
            setText(e.target.value);
            setTouched(true);
          }}
          error={showError}
          // A reserved line keeps the button in place, except in a narrow tile where height counts.
          helperText={showError && !checked.ok ? t(`actuators:${checked.error}`) : dense ? undefined : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'goto-input' } }}
          sx={{ flex: 1, width: '100%' }}
        />
        <Button type="submit" variant="contained" disabled={disabled} fullWidth={dense} sx={{ mt: 0.25 }}>
          {t('actuators:goTo')}
        </Button>
      </Box>
    </Box>
  );
}
