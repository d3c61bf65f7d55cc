// The strategy and output information screens: a chunk of their own.
export { StrategyInfoPage as StrInformation } from './strategy-info-page';
export { OutputInfoPage as OutputInfo } from './output-info-page';
