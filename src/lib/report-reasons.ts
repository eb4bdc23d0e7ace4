// The reasons a member can give when reporting a message or a member, and the note's limit (message_reports
// and member_reports check the same in SQL).
export type ReportReason = 'spam' | 'harassment' | 'scam' | 'other';

export const REPORT_REASONS: { value: ReportReason; label: string; description: string }[] = [
  { value: 'spam', label: 'Spam', description: 'Advertising, repeated or off-topic posts' },
  { value: 'harassment', label: 'Harassment', description: 'Insults, threats or abuse aimed at someone' },
  { value: 'scam', label: 'Scam or pump-and-dump', description: 'Fraud, fake guarantees, coordinated buying' },
  { value: 'other', label: 'Something else', description: 'Tell the moderators in the note' },
];

export const REPORT_NOTE_MAX = 500;
