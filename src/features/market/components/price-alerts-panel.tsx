// The member's own price alerts: pick a symbol and a level; the alert fires when the price reaches it
// (above the current price: when it rises to the level; below: when it falls to it), once, into the
// notification bell. Lists the alerts (active or fired, with the price that fired them) with Delete.
// Beside a chart (`symbol` given) it sets alerts on the chart's symbol; on the watchlist, on any.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, NativeSelect, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { MAX_ACTIVE_ALERTS, useCreatePriceAlert, useDeletePriceAlert, usePriceAlerts, type PriceAlert } from '../api/use-price-alerts.ts';
import { formatPrice } from '../lib/format-market-number.ts';

export interface AlertSymbol {
  symbol: string;
  price: number | null;
}

const describe = (a: Pick<PriceAlert, 'symbol' | 'direction' | 'level'>) => `${a.symbol} ${a.direction} ${formatPrice(Number(a.level))}`;
const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

export function PriceAlertsPanel({ symbols, symbol: initial }: { symbols: AlertSymbol[]; symbol?: string }) {
  const userId = useAuth().user?.id ?? '';
  const alerts = usePriceAlerts(userId);
  const create = useCreatePriceAlert(userId);
  const remove = useDeletePriceAlert(userId);
  const [picked, setPicked] = useState<string | null>(null);
  const [level, setLevel] = useState<number | ''>('');
  const symbol = picked ?? initial ?? symbols[0]?.symbol ?? '';
  const price = symbols.find((s) => s.symbol === symbol)?.price ?? null;
  const direction = level === '' || price === null ? null : level > price ? 'above' : level < price ? 'below' : null;
  const list = alerts.data ?? [];
  const active = list.filter((a) => !a.fired_at).length;

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="price-alerts-title" data-testid="price-alerts">
      <Title order={2} fz="h5" mb={4} id="price-alerts-title">
        Price alerts
      </Title>
      <Text size="xs" c="dark.6" mb="xs">
        Get a notification when a price reaches your level ({active}/{MAX_ACTIVE_ALERTS} active).
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!direction || level === '') return;
          create.mutate({ symbol, direction, level }, { onSuccess: () => setLevel('') });
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          {initial ? (
            // Beside a chart: the chart's symbol.
            <Text size="sm" fw={700} pb={8} data-testid="price-alert-symbol">
              {symbol}
            </Text>
          ) : (
            <NativeSelect
              label="Symbol"
              value={symbol}
              onChange={(e) => setPicked(e.currentTarget.value)}
              data={symbols.map((s) => s.symbol)}
              w={100}
            />
          )}
          <NumberInput
            label="Level"
            placeholder={price === null ? 'Price' : formatPrice(price)}
            decimalScale={2}
            min={0.01}
            max={9_999_999}
            value={level}
            onChange={(v) => setLevel(typeof v === 'number' ? v : '')}
            w={130}
            hideControls
          />
          <Button type="submit" disabled={!direction} loading={create.isPending}>
            Set alert
          </Button>
        </Group>
        <Text size="xs" c="dark.6" mt={4} aria-live="polite" data-testid="price-alert-preview">
          {price === null
            ? ''
            : direction
              ? `Alerts when ${symbol} ${direction === 'above' ? 'rises' : 'falls'} to ${formatPrice(Number(level))} (now ${formatPrice(price)}).`
              : `${symbol} is at ${formatPrice(price)}. Enter a level above or below it.`}
        </Text>
      </form>
      {list.length > 0 && (
        <Stack gap={4} mt="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your price alerts">
          {list.map((a) => (
            <Group
              component="li"
              key={a.id}
              gap="xs"
              wrap="nowrap"
              justify="space-between"
              data-testid="price-alert"
              data-fired={a.fired_at ? 'true' : undefined}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {describe(a)}
                </Text>
                {a.fired_at && (
                  <Text size="xs" c="dark.6">
                    at {formatPrice(Number(a.fired_price))}, <time dateTime={a.fired_at}>{time(a.fired_at)}</time>
                  </Text>
                )}
              </div>
              <Group gap={4} wrap="nowrap">
                {a.fired_at ? (
                  <Badge size="sm" color="green" variant="light" c="green.9">
                    Fired
                  </Badge>
                ) : (
                  <Badge size="sm" color="blue" variant="light" c="blue.9">
                    Active
                  </Badge>
                )}
                <ActionIcon
                  variant="subtle"
                  color="dark"
                  aria-label={`Delete alert ${describe(a)}`}
                  onClick={() => remove.mutate(a.id)}
                  loading={remove.isPending && remove.variables === a.id}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
