// One message with its author card, for a change that arrived over Realtime (which carries only the
// bare `messages` row). Null when the row is gone or not readable.
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { toChatMessage, type ChatMessage } from './fetch-messages.ts';

export async function fetchMessage(id: number): Promise<ChatMessage | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('channel_messages').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data ? toChatMessage(data) : null;
}
