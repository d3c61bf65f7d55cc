// Placeholders for the crops screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const CropGroupReview = () => <ScreenPlaceholder name="routes:cropGroupReview" />;
export const CropGroupEditing = () => <ScreenPlaceholder name="routes:cropGroupEditing" />;
