// The roll-film strategy's screens: a chunk of their own (the shared frame is ../shell).
export { RollOfFilmControl } from './roll-film-page';
