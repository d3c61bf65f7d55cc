// fertigation: one component per route of the route table (the centre picker, two live layouts, legacy).
import { CentrePage } from './centre-page';

export { SelectPage as FertiCenterSelect } from './select-page';
export { LegacyPage as FertiCenterOld } from './legacy-page';

export const FertiCenter = () => <CentrePage layout="dual" title="routes:ferticenter" />;
export const FertiCenter1 = () => <CentrePage layout="single" title="routes:ferticenter1" />;
