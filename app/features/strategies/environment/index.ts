// The environment strategy's screens: a chunk of their own (issue 15; the shared frame is ../shell).
export { EnvironmentControlSettings } from './environment-page';
