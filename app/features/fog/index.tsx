// Placeholders for the fog screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const FogSystem = () => <ScreenPlaceholder name="routes:fogSystem" />;
