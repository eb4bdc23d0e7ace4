// Search box in the channel header: full-text search over every message the member may read (the
// database applies row-level security, so premium channels' messages never reach a free learner).
// A result opens its channel at the message (a reply opens its thread). The results' popover loads
// when the member first points at or focuses the box (the box is drawn again then, keeping its text,
// focus and caret).
import { useState } from 'react';
import { Box, CloseButton, Highlight, Loader, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useMessageSearch, type SearchHit } from '../api/search-messages.ts';
import { formatMessageTime } from '../../../lib/community/format-message-time.ts';
import { decodeMentions } from '../lib/mentions.ts';
import { useFloatingButton } from '../../../lib/lazy-module.ts';

export function hitLink(hit: Pick<SearchHit, 'id' | 'channel_id' | 'parent_id'>): string {
  const params = new URLSearchParams(
    hit.parent_id ? { thread: String(hit.parent_id), message: String(hit.id) } : { message: String(hit.id) },
  );
  return `/dashboard/${hit.channel_id}?${params}`;
}

export function MessageSearch() {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const [query] = useDebouncedValue(text, 250);
  const search = useMessageSearch(query, null);
  const navigate = useNavigate();
  const q = query.trim();
  const words = q
    .split(/\s+/)
    .filter((w) => w.length > 1 && !/^(or|and|-)$/i.test(w))
    .map((w) => w.replace(/^[-"]+|"+$/g, ''));
  const [floating, inputRef, input] = useFloatingButton<HTMLInputElement>();
  const box = (
    <Box>
      <TextInput
        ref={inputRef}
        aria-label="Search messages"
        placeholder="Search messages"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          search.isFetching ? (
            <Loader size="xs" />
          ) : text ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => setText('')} />
          ) : null
        }
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setOpened(true);
        }}
        onPointerEnter={input.onPointerEnter}
        onFocus={(e) => {
          input.onFocus(e);
          setOpened(true);
        }}
        onClick={input.arm}
        onKeyDown={(e) => e.key === 'Escape' && setOpened(false)}
        w={{ base: '100%', sm: 240 }}
        data-testid="message-search"
      />
    </Box>
  );
  if (!floating) return box;
  const { Popover, ScrollArea } = floating;
  return (
    <Popover
      opened={opened && q.length >= 2}
      onChange={setOpened}
      position="bottom-end"
      width="min(420px, 92vw)"
      shadow="md"
      withinPortal
      withRoles={false}
    >
      <Popover.Target>{box}</Popover.Target>
      <Popover.Dropdown p={0}>
        <ScrollArea.Autosize mah={400} type="auto">
          <Box role="list" aria-label="Search results" p={4}>
            {search.data?.length === 0 && (
              <Text size="sm" c="dimmed" p="sm">
                No messages match “{q}”.
              </Text>
            )}
            {search.data?.map((hit) => (
              <UnstyledButton
                key={hit.id}
                role="listitem"
                display="block"
                w="100%"
                p="xs"
                style={{ borderRadius: 6 }}
                className="search-hit"
                data-testid="search-hit"
                onClick={() => {
                  setOpened(false);
                  void navigate(hitLink(hit));
                }}
              >
                <Text size="xs" c="dimmed">
                  #{hit.channel_id} · {hit.author_name} · {formatMessageTime(hit.created_at)}
                  {hit.parent_id ? ' · in a thread' : ''}
                </Text>
                <Highlight size="sm" highlight={words} lineClamp={3}>
                  {decodeMentions(hit.body, [])}
                </Highlight>
              </UnstyledButton>
            ))}
          </Box>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
