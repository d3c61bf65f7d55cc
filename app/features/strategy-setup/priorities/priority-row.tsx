// One strategy in the priority list: up/down moves, its kind, zones and state, and its priority field.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Strategy } from '../../../../protocol/live/climate.ts';
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { ArrowDownIcon, ArrowUpIcon } from '../common/icons';

export type PriorityRowProps = {
  strategy: Strategy;
  /** The saved priority (the row's strategy carries the one it sorts by). */
  saved: number;
  text: string;
  error?: FieldError;
  show: boolean;
  zones: string;
  onType: (text: string) => void;
  onLeave: () => void;
  onUp?: () => void;
  onDown?: () => void;
};

export function PriorityRow({
  strategy,
  saved,
  text,
  error,
  show,
  zones,
  onType,
  onLeave,
  onUp,
  onDown,
}: PriorityRowProps) {
  const t = useT();
  const message = show && error ? t(fieldErrorKey(error), { ...error.values, defaultValue: '' }) : undefined;
  const edited = text.trim() !== String(saved);
  return (
    <Box
      component="li"
      data-testid="priority-row"
      data-stid={strategy.stid}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <IconButton
          size="small"
          onClick={onUp}
          disabled={!onUp}
          aria-label={t('strategySetup:moveUp', { name: strategy.name })}
        >
          <ArrowUpIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          onClick={onDown}
          disabled={!onDown}
          aria-label={t('strategySetup:moveDown', { name: strategy.name })}
        >
          <ArrowDownIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h4" sx={{ overflowWrap: 'anywhere' }}>
          {strategy.name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', my: 0.5 }}>
          <Chip size="small" label={t(`common:strategyKind_${strategy.kind}`)} />
          <Chip
            size="small"
            variant="outlined"
            color={strategy.enabled ? 'success' : 'default'}
            label={strategy.enabled ? t('strategySetup:enabled') : t('strategySetup:disabled')}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {zones}
        </Typography>
      </Box>
      <TextField
        size="small"
        label={t('strategySetup:priority')}
        value={text}
        onChange={(e) => onType(e.target.value)}
        onBlur={onLeave}
        onKeyDown={(e) => e.key === 'Enter' && onLeave()}
        error={message !== undefined}
        helperText={message ?? (edited ? t('strategySetup:wasPriority', { priority: saved }) : ' ')}
        sx={{ width: 96, flexShrink: 0 }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': t('strategySetup:priorityOf', { name: strategy.name }),
          },
        }}
      />
    </Box>
  );
}
