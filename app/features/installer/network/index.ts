// The network devices' screen: a chunk of its own.
export { NetworkPage as NetworkDevice } from './network-page';
