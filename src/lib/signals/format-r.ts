// Figures of a signal and of the track record: prices and percentages to two places, results in R.
export const num = (v: number | string | null | undefined, digits = 2) => (v === null || v === undefined ? '–' : Number(v).toFixed(digits));
export const signedR = (v: number | string | null | undefined) =>
  v === null || v === undefined ? '–' : `${Number(v) > 0 ? '+' : ''}${Number(v).toFixed(2)} R`;
