// The message search's results, in a popover under the box (message-search.tsx): each hit's channel,
// author and time, its text with the searched words marked. Loaded with Mantine's Popover when the
// member first points at or focuses the box.
import type { ReactNode } from 'react';
import { Box, Highlight, Text, UnstyledButton } from '@mantine/core';
import { Popover, ScrollArea } from '../../../components/floating.ts';
import type { SearchHit } from '../api/search-messages.ts';
import { formatMessageTime } from '../../../lib/community/format-message-time.ts';
import { decodeMentions } from '../lib/mentions.ts';

export function hitLink(hit: Pick<SearchHit, 'id' | 'channel_id' | 'parent_id'>): string {
  const params = new URLSearchParams(
    hit.parent_id ? { thread: String(hit.parent_id), message: String(hit.id) } : { message: String(hit.id) },
  );
  return `/dashboard/${hit.channel_id}?${params}`;
}

interface Props {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The search box (message-search.tsx). */
  target: ReactNode;
  /** The words searched for, to mark in each hit. */
  query: string;
  hits: SearchHit[] | undefined;
  onOpen: (hit: SearchHit) => void;
}

export function SearchResults({ opened, onChange, target, query, hits, onOpen }: Props) {
  const words = query
    .split(/\s+/)
    .filter((w) => w.length > 1 && !/^(or|and|-)$/i.test(w))
    .map((w) => w.replace(/^[-"]+|"+$/g, ''));
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" width="min(420px, 92vw)" shadow="md" withinPortal withRoles={false}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown p={0}>
        <ScrollArea.Autosize mah={400} type="auto">
          <Box role="list" aria-label="Search results" p={4}>
            {hits?.length === 0 && (
              <Text size="sm" c="dimmed" p="sm">
                No messages match “{query}”.
              </Text>
            )}
            {hits?.map((hit) => (
              <UnstyledButton
                key={hit.id}
                role="listitem"
                display="block"
                w="100%"
                p="xs"
                style={{ borderRadius: 6 }}
                className="search-hit"
                data-testid="search-hit"
                onClick={() => onOpen(hit)}
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
