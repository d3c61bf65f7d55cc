// Placeholders for the zones screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const ManagementArea = () => <ScreenPlaceholder name="routes:managementArea" />;
export const ZoneDetails = () => <ScreenPlaceholder name="routes:zoneDetails" />;
