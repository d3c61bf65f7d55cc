// Back-end channels, network devices, sensor alarm rules in bulk: English texts, the same keys as zh-CN.
import type { installer } from './installer.zh-CN';

export const installerEn: { [K in keyof typeof installer]: string } = {};
