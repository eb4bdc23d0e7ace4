// Why the database refused a post (a message, a shared analysis), in the words a member understands.
export function explain(error: { code?: string; message: string }): string {
  if (error.code === '42501') return "You can't post in this channel";
  if (error.code === '23514') return 'Messages must be between 1 and 2000 characters';
  return error.message;
}
