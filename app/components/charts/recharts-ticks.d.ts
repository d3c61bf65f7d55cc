/** Recharts' own tick picker (typed in its types/ folder, not beside the file): the sketch's tests compare with it. */
declare module 'recharts/es6/util/scale/getNiceTickValues.js' {
  export { getNiceTickValues } from 'recharts/types/util/scale/getNiceTickValues';
}
