// Reporting a message: one insert into message_reports with the member's own JWT. The database fills in
// the channel, author and text, refuses one's own message, a second report and more than 20 an hour;
// on success the message is read again so it shows as reported.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import type { ReportReason } from '../../../lib/report-reasons.ts';
import { refreshMessage } from './message-cache.ts';

export async function reportMessage(input: { messageId: number; channelId: string; reason: ReportReason; note: string }): Promise<number> {
  const supabase = await loadSupabase();
  const { error } = await supabase
    .from('message_reports')
    .insert({ message_id: input.messageId, channel_id: input.channelId, reason: input.reason, note: input.note.trim() || null });
  // Reported already (another tab): the aim is met.
  if (error && error.code !== '23505') throw error;
  return input.messageId;
}

export function useReportMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reportMessage, onSuccess: (id) => refreshMessage(client, id) });
}
