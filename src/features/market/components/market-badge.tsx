// Says plainly that the prices are simulated (the market simulator of `npm start`, or the seeded
// sample history), unless every live quote comes from a real feed; and whether prices are live yet.
import { Badge, Text, Tooltip } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { isSimulated, type Quote } from '../api/use-live-market.ts';

export function SimulatedBadge({ quotes }: { quotes: Quote[] | undefined }) {
  if (!isSimulated(quotes)) return null;
  const live = (quotes ?? []).length > 0;
  return (
    <Tooltip
      label={
        live
          ? 'Prices come from a market simulator, not a real exchange. They move every second or two.'
          : 'Sample prices, not a real exchange.'
      }
      multiline
      w={260}
    >
      <Badge
        variant="light"
        color="yellow"
        c="dark.8"
        leftSection={<IconFlask size={14} aria-hidden />}
        data-testid="simulated-badge"
        tabIndex={0}
      >
        Simulated market data
      </Badge>
    </Tooltip>
  );
}

/** 'Prices update live…' once the live subscription is joined (data-live says so to tests). */
export function LiveStatus({ live, children }: { live: boolean; children: string }) {
  return (
    <Text size="xs" c="dark.6" data-testid="live-status" data-live={live ? 'true' : 'false'}>
      {live ? children : 'Connecting to live prices…'}
    </Text>
  );
}
