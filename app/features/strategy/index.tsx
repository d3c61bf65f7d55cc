// Placeholders for the strategy screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const GroupPolicy = () => <ScreenPlaceholder name="routes:groupPolicy" />;
export const DataSource = () => <ScreenPlaceholder name="routes:dataSource" />;
export const StrInformation = () => <ScreenPlaceholder name="routes:strInformation" />;
export const OutputInfo = () => <ScreenPlaceholder name="routes:outputInfo" />;
