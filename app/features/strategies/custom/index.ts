// The custom strategy's screens: a chunk of their own (issue 15; the shared frame is ../shell).
export { EditCustomStrategy } from './custom-page';
