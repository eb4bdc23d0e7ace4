// The resources feature's public surface: what app/ and other features may import.
export { resourcesKeys } from './api/resources-keys.ts';
export { ModuleResources } from './components/module-resources.tsx';
