// One copy of the learner's progress for the whole SPA (no provider to mount): every
// `useCourseProgress()` reads it, and a graded attempt updates it for all of them at once.
import { applyGradedAttempt } from './apply-graded-attempt.ts';
import { loadProgress } from './load-progress.ts';
import type { GradedAttempt, ProgressData } from './progress-types.ts';

export interface ProgressState {
  userId: string | null;
  data: ProgressData | null;
  loading: boolean;
  error: string | null;
}

let state: ProgressState = { userId: null, data: null, loading: false, error: null };
// Bumped on every read started, so an older answer never overwrites a newer one.
let generation = 0;
const listeners = new Set<() => void>();

function setState(next: Partial<ProgressState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getProgressState(): ProgressState {
  return state;
}

async function read(userId: string): Promise<void> {
  const run = ++generation;
  setState({ loading: state.data === null, error: null });
  try {
    const data = await loadProgress();
    if (run === generation && state.userId === userId) setState({ data, loading: false });
  } catch (e) {
    if (run === generation && state.userId === userId) setState({ loading: false, error: e instanceof Error ? e.message : String(e) });
  }
}

/** Points the store at the signed-in user (null: signed out) and reads their progress once. */
export function selectProgressUser(userId: string | null): void {
  if (userId === state.userId) return;
  generation++;
  setState({ userId, data: null, loading: userId !== null, error: null });
  if (userId) void read(userId);
}

export function refreshProgress(): Promise<void> {
  return state.userId ? read(state.userId) : Promise.resolve();
}

/** Shows a graded attempt everywhere at once, then re-reads for what only the database knows (badges). */
export function recordGradedAttempt(attempt: GradedAttempt): Promise<void> {
  if (state.data) setState({ data: applyGradedAttempt(state.data, attempt) });
  return refreshProgress();
}
