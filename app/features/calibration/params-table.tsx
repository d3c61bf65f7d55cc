/** The six calibrated parameters: value, unit, plausible range, and whether the fit set it. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  calibratedParams,
  type CalibratedParam,
  type CalibrationParams,
} from '../../../protocol/calibration';
import { useT } from '../../components/use-t';
import { fmt } from './format';

const names = Object.keys(calibratedParams) as CalibratedParam[];
const onWide = { display: { xs: 'none', sm: 'table-cell' } };
const onPhone = { display: { xs: 'block', sm: 'none' } };

export function ParamsTable(props: {
  params: CalibrationParams;
  /** The parameters a fit set; absent: no column saying so. */
  fitted?: readonly CalibratedParam[];
  label: string;
}) {
  const t = useT();
  return (
    <Table
      size="small"
      aria-label={props.label}
      // A phone's 360 px: the cells' padding halved and each range under its name, not a column of its own.
      sx={{ '& th, & td': { px: { xs: 1, sm: 2 } }, '& th': { whiteSpace: 'nowrap' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('automation:calParam')}</TableCell>
          <TableCell align="right">{t('automation:calValue')}</TableCell>
          <TableCell sx={onWide}>{t('automation:calRange')}</TableCell>
          {props.fitted && <TableCell>{t('automation:calFitted')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {names.map((k) => {
          const r = calibratedParams[k];
          const range = `${fmt(r.min)} – ${fmt(r.max)}`;
          return (
            <TableRow key={k}>
              <TableCell sx={{ minWidth: '5.5em' }}>
                {t(`automation:calParam_${k}`)}
                <Typography variant="caption" color="text.secondary" sx={onPhone}>
                  {t('automation:calRange')} {range}
                </Typography>
              </TableCell>
              <TableCell align="right">
                {fmt(props.params[k])} {r.unit}
              </TableCell>
              <TableCell sx={{ ...onWide, whiteSpace: 'nowrap' }}>{range}</TableCell>
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
