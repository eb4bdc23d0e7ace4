// Reporting a message: one insert into message_reports with the member's own JWT. The database fills in
// the channel, author and text, refuses one's own message, a second report and more than 20 an hour;
// on success the message is read again so it shows as reported.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { refreshMessage } from './message-cache.ts';

export type ReportReason = 'spam' | 'harassment' | 'scam' | 'other';

export const REPORT_REASONS: { value: ReportReason; label: string; description: string }[] = [
  { value: 'spam', label: 'Spam', description: 'Advertising, repeated or off-topic posts' },
  { value: 'harassment', label: 'Harassment', description: 'Insults, threats or abuse aimed at someone' },
  { value: 'scam', label: 'Scam or pump-and-dump', description: 'Fraud, fake guarantees, coordinated buying' },
  { value: 'other', label: 'Something else', description: 'Tell the moderators in the note' },
];

export const REPORT_NOTE_MAX = 500;

export async function reportMessage(input: { messageId: number; channelId: string; reason: ReportReason; note: string }): Promise<number> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('message_reports').insert({ message_id: input.messageId, channel_id: input.channelId, reason: input.reason, note: input.note.trim() || null });
  // Reported already (another tab): the aim is met.
  if (error && error.code !== '23505') throw error;
  return input.messageId;
}

export function useReportMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reportMessage, onSuccess: (id) => refreshMessage(client, id) });
}
