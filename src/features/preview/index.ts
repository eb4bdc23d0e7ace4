// The preview feature's public surface: what app/ and other features may import.
export { FeatureTile } from './components/feature-tile.tsx';
export { SampleModules } from './components/sample-modules.tsx';
export { PREVIEW_TILES, tileLock } from './content/preview-tiles.ts';
