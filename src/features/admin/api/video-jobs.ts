// Content → Generated videos: the generator's jobs (public.lesson_video_jobs, admins read them) with
// their lessons, and Retry (admin_retry_lesson_video, aal2) for a failed one: the running generator
// (npm start's, or the next `npm run videos`) picks the re-queued job up. While any job is queued or
// rendering the list is read again every few seconds.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { adminKeys } from './admin-keys.ts';

export type VideoJobState = 'queued' | 'rendering' | 'published' | 'failed';

export interface VideoJob {
  lesson_id: number;
  state: VideoJobState;
  error: string | null;
  attempts: number;
  finished_at: string | null;
  lesson: { module_id: number; position: number; title: string } | null;
}

export async function fetchVideoJobs(): Promise<VideoJob[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('lesson_video_jobs')
    .select('lesson_id, state, error, attempts, finished_at, lesson:lessons(module_id, position, title)')
    .order('lesson_id');
  if (error) throw error;
  return (data as unknown as VideoJob[]).sort(
    (a, b) => (a.lesson?.module_id ?? 0) - (b.lesson?.module_id ?? 0) || (a.lesson?.position ?? 0) - (b.lesson?.position ?? 0),
  );
}

const REFRESH_MS = 5000;

export const useVideoJobs = () =>
  useQuery({
    queryKey: adminKeys.videoJobs,
    queryFn: fetchVideoJobs,
    meta: { errorTitle: 'Could not load the video jobs' },
    refetchInterval: (q) => (q.state.data?.some((j) => j.state === 'queued' || j.state === 'rendering') ? REFRESH_MS : false),
  });

export function useRetryVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (lessonId: number) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.rpc('admin_retry_lesson_video', { lesson_id: lessonId });
      if (error) throw error;
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.videoJobs }),
  });
}
