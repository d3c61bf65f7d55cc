/** The six calibrated parameters: value, unit, plausible range, and whether the fit set it. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  calibratedParams,
  type CalibratedParam,
  type CalibrationParams,
} from '../../../protocol/calibration';
import { useT } from '../../components/use-t';

const names = Object.keys(calibratedParams) as CalibratedParam[];

/** Three significant digits: the ranges span 1e-5 to 1e5. */
export const fmt = (v: number) =>
  Math.abs(v) < 0.01 ? v.toExponential(2) : Number(v.toPrecision(3)).toString();

export function ParamsTable(props: {
  params: CalibrationParams;
  /** The parameters a fit set; absent: no column saying so. */
  fitted?: readonly CalibratedParam[];
  label: string;
}) {
  const t = useT();
  return (
    <Table size="small" aria-label={props.label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('automation:calParam')}</TableCell>
          <TableCell align="right">{t('automation:calValue')}</TableCell>
          <TableCell>{t('automation:calRange')}</TableCell>
          {props.fitted && <TableCell>{t('automation:calFitted')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {names.map((k) => {
          const r = calibratedParams[k];
          return (
            <TableRow key={k}>
              <TableCell>{t(`automation:calParam_${k}`)}</TableCell>
              <TableCell align="right">
                {fmt(props.params[k])} {r.unit}
              </TableCell>
              <TableCell>
                {fmt(r.min)} – {fmt(r.max)}
              </TableCell>
              {props.fitted && (
                <TableCell>
                  {props.fitted.includes(k) ? t('automation:calFittedYes') : t('automation:calFittedNo')}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
