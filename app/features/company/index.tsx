// Company and its bases: one component per route of the route table (placeholders until built).
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const CompanyBase = () => <ScreenPlaceholder name="routes:companyBase" />;
