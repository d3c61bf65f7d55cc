// Strategy priorities and interlocks, data sources, group policies: English texts, the same keys as zh-CN.
import type { strategySetup } from './strategy-setup.zh-CN';

export const strategySetupEn: { [K in keyof typeof strategySetup]: string } = {};
