// The 2,000-character limit of a message (public.messages, counted after trimming), for every box
// that posts one: nothing typed or pasted is cut; the count shows as the limit nears, and past it the
// box says by how much and does not send. Counted on the whole message, prefix included.

/** The most characters a message may have. */
export const MESSAGE_LIMIT = 2000;
/** The counter shows from here on, so it is there before the limit is reached. */
const COUNTER_FROM = 1500;
const number = (n: number) => n.toLocaleString('en-US');

export interface MessageLength {
  /** '1,532 / 2,000' once near the limit, else null. */
  counter: string | null;
  /** Why the message cannot be sent, when it is too long. */
  error: string | null;
  tooLong: boolean;
}

export function messageLength(message: string): MessageLength {
  const length = message.trim().length;
  const over = length - MESSAGE_LIMIT;
  return {
    counter: length >= COUNTER_FROM ? `${number(length)} / ${number(MESSAGE_LIMIT)}` : null,
    error: over > 0 ? `Too long: ${number(length)} of ${number(MESSAGE_LIMIT)} characters. Remove ${number(over)} to send.` : null,
    tooLong: over > 0,
  };
}
