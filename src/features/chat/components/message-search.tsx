// Search box in the channel header: full-text search over every message the member may read (the
// database applies row-level security, so premium channels' messages never reach a free learner).
// A result opens its channel at the message (a reply opens its thread). The results' popover
// (search-results.tsx) loads when the member first points at or focuses the box (the box is drawn
// again then, keeping its text, focus and caret).
import { useState } from 'react';
import { Box, CloseButton, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useMessageSearch } from '../api/search-messages.ts';
import { lazyModule, useArmedButton } from '../../../lib/lazy-module.ts';

const useResults = lazyModule(() => import('./search-results.tsx'));

export function MessageSearch() {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const [query] = useDebouncedValue(text, 250);
  const search = useMessageSearch(query, null);
  const navigate = useNavigate();
  const q = query.trim();
  const [results, inputRef, input] = useArmedButton<typeof import('./search-results.tsx'), HTMLInputElement>(useResults);
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
  if (!results) return box;
  return (
    <results.SearchResults
      opened={opened && q.length >= 2}
      onChange={setOpened}
      target={box}
      query={q}
      hits={search.data}
      onOpen={(hit) => {
        setOpened(false);
        void navigate(results.hitLink(hit));
      }}
    />
  );
}
