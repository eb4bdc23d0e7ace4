// Watchlist figures: prices with two decimals, signed changes, compact volumes.
const price = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const volume = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export const formatPrice = (v: number | null) => (v === null ? '—' : price.format(v));
export const formatChange = (v: number | null, suffix = '') => (v === null ? '—' : `${v > 0 ? '+' : ''}${price.format(v)}${suffix}`);
export const formatVolume = (v: number | null) => (v === null ? '—' : volume.format(v));
