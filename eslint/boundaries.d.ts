import type { ESLint } from 'eslint';

declare const boundaries: ESLint.Plugin;
export default boundaries;
