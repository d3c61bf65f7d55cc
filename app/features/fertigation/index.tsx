// Placeholders for the fertigation screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const FerticenterOld = () => <ScreenPlaceholder name="routes:ferticenterOld" />;
export const Ferticenter = () => <ScreenPlaceholder name="routes:ferticenter" />;
export const Ferticenter1 = () => <ScreenPlaceholder name="routes:ferticenter1" />;
export const FerticenterSelect = () => <ScreenPlaceholder name="routes:ferticenterSelect" />;
