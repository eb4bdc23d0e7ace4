// A channel's chat as a view shows it beside its own content (a chart, a watchlist, a calendar, a
// lesson). The view says how; the app fills the slot with the chat feature's ChannelChat, so the
// views' features never import the chat feature.
import type { ReactNode } from 'react';

export interface ChatSlot {
  title: string;
  /** Overrides the posting rule, e.g. a calendar's live chat that opens only during a session. */
  closedText?: string;
  height?: number | string;
  /** What shows under a message, e.g. a shared analysis's chart card. */
  renderAttachment?: (message: { id: number; channel_id: string }) => ReactNode;
}

export type RenderChat = (slot: ChatSlot) => ReactNode;
