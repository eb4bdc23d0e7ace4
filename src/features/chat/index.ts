// The chat feature's public surface: what other features import from it.
export { type Channel, fetchChannels, useChannels } from './api/fetch-channels.ts';
export { messagesQuery, type ChatMessage } from './api/fetch-messages.ts';
export { explain } from './api/send-message.ts';
export { fetchUnread, type ChannelUnread, useUnreadCounts } from './api/use-unread.ts';
export { AskHelpBox } from './components/ask-help-box.tsx';
export { ChannelChat } from './components/channel-chat.tsx';
export { ChannelHeader } from './components/channel-header.tsx';
export { MessageCounter, TOO_LONG_STYLES } from './components/message-counter.tsx';
export { avatarColor } from './lib/avatar-color.ts';
export { formatMessageTime } from './lib/format-message-time.ts';
export { initialsOf } from './lib/initials-of.ts';
export { messageLength } from './lib/message-limit.ts';
export { postingBlockedText } from './lib/posting-rule.ts';
