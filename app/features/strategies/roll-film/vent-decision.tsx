// On a roll-film card: what the controller asks of the strategy's vents now (its `output` records)
// and which vents do something else, and why (another strategy, manual control, disabled).
import Typography from '@mui/material/Typography';
import type { Output } from '../../../../protocol/live/system.ts';
import { useT } from '../../../components/use-t';
import { decisionLines } from './vent-decision-lines';

export type VentDecisionProps = { outputs: readonly Output[]; known: boolean };

export function VentDecision({ outputs, known }: VentDecisionProps) {
  const t = useT();
  if (!known) return null;
  const lines = decisionLines(outputs);
  if (lines.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="vent-decision">
        {t('strategies:rollFilm_noDecision')}
      </Typography>
    );
  return (
    <Typography variant="body2" component="div" data-testid="vent-decision">
      {lines.map((l) => (
        <div key={`${l.kind}-${l.value ?? ''}-${l.by ?? ''}`}>
          {l.kind === 'applied'
            ? t('strategies:rollFilm_decision', { n: l.count, value: l.value ?? 0 })
            : l.by === 'manual'
              ? t('strategies:rollFilm_heldManual', { n: l.count })
              : l.by === 'disabled'
                ? t('strategies:rollFilm_heldDisabled', { n: l.count })
                : t('strategies:rollFilm_overruled', { n: l.count, by: l.by ?? '' })}
        </div>
      ))}
    </Typography>
  );
}
