// The exercises feature's public surface: what app/ and other features may import.
export { ModuleExercises } from './components/module-exercises.tsx';
