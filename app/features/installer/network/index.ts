// The network devices' screen: a chunk of its own (issue 15).
export { NetworkPage as NetworkDevice } from './network-page';
