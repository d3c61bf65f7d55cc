// Placeholders for the heating screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const HeatingControl = () => <ScreenPlaceholder name="routes:heatingControl" />;
