// The learner's course progress for any component: modules with completion and best score, bars per
// level and overall, the current module, badges and certificate. Backed by one shared store, so no
// provider is needed; it follows the signed-in user of `useAuth()`.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/use-auth.ts';
import { getProgressState, refreshProgress, selectProgressUser, subscribeProgress } from './progress-store.ts';
import type { CourseProgress, ProgressData } from './progress-types.ts';
import { findCurrentModule, groupByLevel, tally, tallyLevels } from './summarize-progress.ts';

const EMPTY: ProgressData = { modules: [], badges: [], certificate: null };

export function useCourseProgress(): CourseProgress {
  const userId = useAuth().user?.id ?? null;
  const state = useSyncExternalStore(subscribeProgress, getProgressState);

  useEffect(() => selectProgressUser(userId), [userId]);

  // Until the store has switched to this user, show nothing of the previous one.
  const current = state.userId === userId;
  const data = (current && state.data) || EMPTY;
  const loading = userId !== null && (!current || state.loading);
  const error = current ? state.error : null;

  return useMemo(() => {
    const byLevel = groupByLevel(data.modules);
    return {
      ...data,
      byLevel,
      overall: tally(data.modules),
      levels: tallyLevels(byLevel),
      currentModule: findCurrentModule(data.modules),
      loading,
      error,
      refresh: refreshProgress,
    };
  }, [data, loading, error]);
}
