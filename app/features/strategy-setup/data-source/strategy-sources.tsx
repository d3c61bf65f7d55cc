// One strategy's inputs: each input's data source (or the zone average it falls back to), edit and add.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Strategy } from '../../../../protocol/live/climate.ts';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import type { DataSource } from '../../../../protocol/live/system.ts';
import { useT } from '../../../components/use-t';
import { inputsOf } from './effective-input';
import { SourceEditor } from './source-editor';
import { SourceRow } from './source-row';

export type StrategySourcesProps = {
  strategy: Strategy;
  sources: readonly DataSource[];
  sensors: readonly Sensor[];
};

export function StrategySources({ strategy, sources, sensors }: StrategySourcesProps) {
  const t = useT();
  /** The dsid being edited, 'new' for the add form, null for none. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const own = sources.filter((s) => s.stid === strategy.stid);
  const free = inputsOf[strategy.kind].filter((i) => !own.some((s) => s.input === i));
  const editor = (source?: DataSource) => (
    <SourceEditor
      key={source?.dsid ?? 'new'}
      stid={strategy.stid}
      source={source}
      inputs={source ? [source.input, ...free] : free}
      sensors={sensors}
      sources={sources}
      onClose={() => setEditing(null)}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="strategy-sources" data-stid={strategy.stid}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {strategy.name}
        </Typography>
        <Chip size="small" label={t(`common:strategyKind_${strategy.kind}`)} />
      </Box>
      {strategy.kind === 'custom' && (
        <Typography variant="body2" color="text.secondary">
          {t('strategySetup:customReadsOwn')}
        </Typography>
      )}
      {own.map((source) =>
        editing === source.dsid ? (
          editor(source)
        ) : (
          <SourceRow
            key={source.dsid}
            source={source}
            sensors={sensors}
            onEdit={() => setEditing(source.dsid)}
          />
        ),
      )}
      {free.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('strategySetup:zoneAverage', {
            inputs: free.map((i) => t(`strategySetup:input_${i}`)).join(t('strategySetup:listSeparator')),
          })}
        </Typography>
      )}
      {editing === 'new'
        ? editor()
        : free.length > 0 && (
            <Button sx={{ mt: 1 }} variant="outlined" size="small" onClick={() => setEditing('new')}>
              {t('strategySetup:addSource')}
            </Button>
          )}
    </Paper>
  );
}
