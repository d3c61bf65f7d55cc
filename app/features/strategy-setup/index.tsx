// Strategy priorities and interlocks, data sources, group policies: one component per route of the route table.
export { StrategySettingPage as StrategySetting } from './priorities/strategy-setting-page';
export { DataSourcePage as DataSource } from './data-source/data-source-page';
export { GroupPolicyPage as GroupPolicy } from './group-policy/group-policy-page';
