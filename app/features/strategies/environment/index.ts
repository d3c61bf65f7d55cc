// The environment strategy's screens: a chunk of their own (the shared frame is ../shell).
export { EnvironmentControlSettings } from './environment-page';
