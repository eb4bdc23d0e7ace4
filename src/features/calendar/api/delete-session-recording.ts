// Deletes a live session's recording: its row, then its video in session-recordings. The database
// decides who may (the session's host, or an admin with two-factor): a row it keeps means "not yours".
// A video left behind when its removal fails is removed by the session job a day later.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';

export interface RecordingToDelete {
  id: number;
  objectName: string;
  sessionId: number;
}

export async function deleteSessionRecording({ id, objectName }: RecordingToDelete): Promise<void> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('session_recordings').delete().eq('id', id).select('id');
  if (error) throw new Error(error.message);
  if (data.length === 0) throw new Error('Only the session’s host or an admin deletes its recordings.');
  const removed = await supabase.storage.from('session-recordings').remove([objectName]);
  if (removed.error) throw removed.error;
}

export function useDeleteSessionRecording() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSessionRecording,
    meta: { errorTitle: 'The recording was not deleted' },
    onSuccess: (_data, r) => {
      void client.invalidateQueries({ queryKey: ['live-room', r.sessionId, 'recordings'] });
      void client.invalidateQueries({ queryKey: ['dashboard', 'session-recordings'] });
    },
  });
}
