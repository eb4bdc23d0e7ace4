// The final-exam feature's public surface: what other features import from it.
export { ExamStep } from './components/exam-step.tsx';
