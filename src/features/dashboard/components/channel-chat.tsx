// A channel's conversation: the live message list and the composer under the posting rule.
import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAccount } from '../../../lib/account/use-account.ts';
import type { Channel } from '../api/fetch-channels.ts';
import { useChannelMessages } from '../api/use-channel-messages.ts';
import { FREEMIUM_TEXT, postingBlockedText } from '../lib/posting-rule.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';

interface Props {
  channel: Channel;
  title: string;
  /** Overrides the posting rule, e.g. a calendar's live chat that opens only during a session. */
  closedText?: string;
  height?: number | string;
}

export function ChannelChat({ channel, title, closedText, height = 'max(260px, calc(100dvh - 340px))' }: Props) {
  const { profile, isPremium } = useAccount();
  const chat = useChannelMessages(channel.id, channel.can_read, { profile, isPremium });
  const headingId = `chat-title-${channel.id}`;
  const disabledText = closedText ?? postingBlockedText(channel);
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId} mb="xs">
        {title}
      </Title>
      <MessageList
        label={`Messages in #${channel.name}`}
        messages={chat.messages}
        loading={chat.loading}
        hasMore={chat.hasMore}
        loadingOlder={chat.loadingOlder}
        onLoadOlder={() => void chat.loadOlder()}
        height={height}
      />
      <MessageComposer label={`Message #${channel.name}`} placeholder={`Message #${channel.name}`} disabledText={disabledText} onSend={chat.send} />
      {disabledText === FREEMIUM_TEXT && (
        <Text size="sm" mt={6}>
          <Anchor component={Link} to="/checkout">
            Upgrade to Premium
          </Anchor>{' '}
          to post in #{channel.name}.
        </Text>
      )}
    </section>
  );
}
