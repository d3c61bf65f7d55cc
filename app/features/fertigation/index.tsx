// fertigation: one component per route of the route table (placeholders until the screens land).
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const FertiCenterSelect = () => <ScreenPlaceholder name="routes:ferticenterSelect" />;
export const FertiCenter = () => <ScreenPlaceholder name="routes:ferticenter" />;
export const FertiCenter1 = () => <ScreenPlaceholder name="routes:ferticenter1" />;
export const FertiCenterOld = () => <ScreenPlaceholder name="routes:ferticenterOld" />;
