// Strategy priorities and interlocks, data sources, group policies: one component per route of the route table (placeholders until built).
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const StrategySetting = () => <ScreenPlaceholder name="routes:strategySetting" />;
export const DataSource = () => <ScreenPlaceholder name="routes:dataSource" />;
export const GroupPolicy = () => <ScreenPlaceholder name="routes:groupPolicy" />;
