// The back-end device groups' screens (one per group, as tabs): a chunk of their own.
import { BackendPage } from './backend-page';

export const BackEndVentilation = () => <BackendPage group="ventilation" />;
export const BackEndCurtain = () => <BackendPage group="curtain" />;
export const BackEndFan = () => <BackendPage group="fan" />;
export const BackEndSwitch = () => <BackendPage group="switch" />;
export const BackEndIllumination = () => <BackendPage group="illumination" />;
