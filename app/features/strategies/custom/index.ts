// The custom strategy's screens: a chunk of their own (the shared frame is ../shell).
export { EditCustomStrategy } from './custom-page';
