// Watchlist channels: the stored symbols with price, change (coloured by sign, dark shades for AA
// contrast) and volume, live (the quotes move them: use-live-market.ts) and labelled simulated; the
// member's price alerts; and the channel's discussion.
import { Box, Group, Paper, Table, Text } from '@mantine/core';
import type { RenderChat } from '../../../lib/community/chat-slot.ts';
import { useWatchlist } from '../../../charting/fetch-watchlist.ts';
import { useLiveQuotes } from '../api/use-live-market.ts';
import { LiveStatus, SimulatedBadge } from './market-badge.tsx';
import { PriceAlertsPanel } from './price-alerts-panel.tsx';
import { DOWN_COLOR, UP_COLOR } from '../../../lib/sign-colors.ts';
import { formatChange, formatPrice, formatVolume } from '../lib/format-market-number.ts';

const signColor = (v: number | null) => (v === null || v === 0 ? 'dark.8' : v > 0 ? UP_COLOR : DOWN_COLOR);

export function WatchlistView({ renderChat }: { renderChat: RenderChat }) {
  const list = useWatchlist();
  const { quotes, live } = useLiveQuotes();
  return (
    <>
      <Group justify="space-between" mb="xs" gap="xs">
        <LiveStatus live={live}>Prices update live as trades come in.</LiveStatus>
        <SimulatedBadge quotes={quotes.data} />
      </Group>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <Paper withBorder mb="md" style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Watchlist prices">
        <Table striped highlightOnHover data-testid="watchlist" miw={520}>
          <Table.Caption>Last price and change against the previous daily close</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Symbol</Table.Th>
              <Table.Th scope="col" ta="right">
                Price
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Change
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Change %
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Volume
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.status === 'success' &&
              list.data.map((r) => (
                <Table.Tr key={r.symbol} data-symbol={r.symbol}>
                  <Table.Th scope="row">
                    <Text fw={700} size="sm">
                      {r.symbol}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.companyName}
                    </Text>
                  </Table.Th>
                  <Table.Td ta="right" data-testid="watchlist-price">
                    {formatPrice(r.price)}
                  </Table.Td>
                  <Table.Td ta="right" c={signColor(r.change)} fw={600}>
                    {formatChange(r.change)}
                  </Table.Td>
                  <Table.Td ta="right" c={signColor(r.changePercent)} fw={600}>
                    {formatChange(r.changePercent, '%')}
                  </Table.Td>
                  <Table.Td ta="right">{formatVolume(r.volume)}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Box mb="md" maw={620}>
        <PriceAlertsPanel symbols={list.data?.map((r) => ({ symbol: r.symbol, price: r.price })) ?? []} />
      </Box>
      {renderChat({ title: 'Discussion', height: 360 })}
    </>
  );
}
