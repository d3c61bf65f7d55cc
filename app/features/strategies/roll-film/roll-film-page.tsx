// /automaticSettings/RollOfFilmControl: roll-film vents by temperature; the list, or with `?stid=` the editor.
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { useT } from '../../../components/use-t';
import { StrategyList } from '../shell/strategy-list';
import { useStrategyOutputs } from '../shell/use-strategy-outputs';
import { RollFilmEditor, rollFilmPath } from './roll-film-editor';
import { VentDecision } from './vent-decision';

const none: never[] = [];

export function RollOfFilmControl() {
  const t = useT();
  const [search] = useSearchParams();
  const outputs = useStrategyOutputs();
  if (search.has('stid')) return <RollFilmEditor />;
  return (
    <Page title={t('routes:rollOfFilmControl')}>
      <StrategyList
        kind="rollFilm"
        editPath={rollFilmPath}
        summary={(s) =>
          t('strategies:rollFilm_summary', {
            openAbove: s.params.openAbove,
            pBand: s.params.pBand,
            min: s.params.minOpen,
            max: s.params.maxOpen,
            vents: s.params.aids.length,
          })
        }
        extra={(s) => (
          <VentDecision outputs={outputs.byStid.get(s.stid) ?? none} known={outputs.state === 'ready'} />
        )}
      />
    </Page>
  );
}
