// The helpful answer of a #tutorial-help thread: which reply is marked (helpful_answers, readable by
// the channel's readers) and marking one (mark_helpful_answer: the asker or staff, once per thread —
// the database decides, and awards the reply's author their points).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';

/** The channel whose threads have a helpful answer. */
export const HELP_CHANNEL = 'tutorial-help';

const key = (threadId: number) => [...dashboardKeys.thread(threadId), 'helpful'] as const;

export function useHelpfulAnswer(threadId: number, enabled: boolean) {
  return useQuery({
    queryKey: key(threadId),
    enabled,
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('helpful_answers').select('answer_id').eq('thread_id', threadId).maybeSingle();
      if (error) throw error;
      return data?.answer_id ?? null;
    },
    meta: { errorTitle: 'Could not load the helpful answer' },
  });
}

export function useMarkHelpful(threadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: number) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.rpc('mark_helpful_answer', { message_id: messageId });
      if (error) throw error;
      return messageId;
    },
    onSuccess: (messageId) => client.setQueryData(key(threadId), messageId),
    onSettled: () => client.invalidateQueries({ queryKey: key(threadId) }),
    meta: { errorTitle: 'Could not mark the answer' },
  });
}
