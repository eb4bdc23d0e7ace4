// The local mailbox, like the Supabase CLI's mail catcher: every email the stack would send is kept
// here (and on disk when the stack persists its data), readable as a small page and as JSON.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers beyond To and Subject (List-Unsubscribe on the digest). */
  headers?: Record<string, string>;
  sentAt: string;
}

export class Mailbox {
  private mails: Mail[] = [];

  /** With `file`, mails survive restarts. At most `keep` mails are kept, newest first. */
  constructor(
    private readonly file?: string,
    private readonly keep = 500,
  ) {
    if (file && existsSync(file)) {
      try {
        this.mails = JSON.parse(readFileSync(file, 'utf8')) as Mail[];
      } catch {
        this.mails = [];
      }
    }
  }

  send(mail: Omit<Mail, 'id' | 'sentAt'>): Mail {
    const stored: Mail = { id: randomUUID(), sentAt: new Date().toISOString(), ...mail };
    this.mails.unshift(stored);
    this.mails.length = Math.min(this.mails.length, this.keep);
    if (this.file) {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify(this.mails));
    }
    return stored;
  }

  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(to?: string): Mail[] {
    const want = to?.toLowerCase();
    return want ? this.mails.filter((m) => m.to.toLowerCase() === want) : [...this.mails];
  }

  get(id: string): Mail | undefined {
    return this.mails.find((m) => m.id === id);
  }
}
