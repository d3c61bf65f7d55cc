// heating: one component per route of the route table (placeholders until the screens land).
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const HeatingControl = () => <ScreenPlaceholder name="routes:heatingControl" />;
