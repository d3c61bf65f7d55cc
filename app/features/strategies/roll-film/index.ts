// The roll-film strategy's screens: a chunk of their own (issue 15; the shared frame is ../shell).
export { RollOfFilmControl } from './roll-film-page';
