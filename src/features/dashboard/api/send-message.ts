// Posts a message as the signed-in user; the database decides whether they may (RLS).
import { supabase } from '../../../lib/supabase.ts';

export class SendError extends Error {}

/** Why the database refused, in the words a member understands. */
function explain(error: { code?: string; message: string }): string {
  if (error.code === '42501') return "You can't post in this channel";
  if (error.code === '23514') return 'Messages must be between 1 and 2000 characters';
  return error.message;
}

export async function sendMessage(channelId: string, body: string): Promise<{ id: number; created_at: string }> {
  const { data, error } = await supabase.from('messages').insert({ channel_id: channelId, body }).select('id, created_at').single();
  if (error) throw new SendError(explain(error));
  return data;
}
