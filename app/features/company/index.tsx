// Placeholders for the company screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const CompanyBase = () => <ScreenPlaceholder name="routes:companyBase" />;
