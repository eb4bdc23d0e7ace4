// The resources feature's public surface: what other features import from it.
export { resourcesKeys } from './api/resources-keys.ts';
