// The final-exam feature's public surface: what app/ and other features may import.
export { ExamStep } from './components/exam-step.tsx';
export { FinalExamScreen } from './components/final-exam-screen.tsx';
