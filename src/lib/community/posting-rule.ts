// Why the member may not post in a channel (null when they may). The database decides; this only
// mirrors channel_overview.can_post so the input says so before anyone types.
import { PREMIUM_PRICE } from '../../config/product.ts';
import type { Channel } from './channels.ts';

export const FREEMIUM_TEXT = `Subscribe for ${PREMIUM_PRICE}/mo to chat in freemium channels`;

export function postingBlockedText(channel: Channel): string | null {
  if (channel.can_post) return null;
  if (channel.access === 'freemium') return FREEMIUM_TEXT;
  return "You can't post in this channel";
}
