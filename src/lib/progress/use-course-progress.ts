// The learner's course progress for any component: modules with completion and best score, bars per
// level and overall, the current module, badges and certificate. One cached query per user, so every
// component shows the same copy, and a graded attempt updates it for all of them at once.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/use-auth.ts';
import { progressQuery } from './fetch-progress.ts';
import type { CourseProgress, ProgressData } from './progress-types.ts';
import { findCurrentModule, groupByLevel, tally, tallyLevels } from './summarize-progress.ts';

const EMPTY: ProgressData = { modules: [], badges: [], certificate: null };

export function useCourseProgress(): CourseProgress {
  const userId = useAuth().user?.id ?? '';
  const query = useQuery({ ...progressQuery(userId), enabled: userId !== '' });
  const data = query.data ?? EMPTY;
  const loading = userId !== '' && query.isPending;
  const error = query.error ? query.error.message : null;
  const { refetch } = query;

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
      refresh: async () => void (await refetch()),
    };
  }, [data, loading, error, refetch]);
}
