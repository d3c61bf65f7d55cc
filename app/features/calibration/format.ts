/** Three significant digits, for a parameter's value and range: the ranges span 1e-5 to 1e5. */
export const fmt = (v: number) =>
  Math.abs(v) < 0.01 ? v.toExponential(2) : Number(v.toPrecision(3)).toString();
