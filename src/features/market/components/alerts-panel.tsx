// market_alerts for the alerts and news channels, shown above their chat.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMarketAlerts } from '../api/fetch-market-alerts.ts';
import { formatMessageTime } from '../../../lib/community/format-message-time.ts';

const SEVERITY = { urgent: 'red', watch: 'orange', info: 'blue' } as const;

export function AlertsPanel({ channelId }: { channelId: string }) {
  const alerts = useMarketAlerts(channelId);
  if (alerts.status !== 'success' || alerts.data.length === 0) return null;
  return (
    <section aria-labelledby="alerts-title">
      <Title order={2} fz="h4" id="alerts-title" mb="xs">
        Alerts
      </Title>
      <Stack gap="xs" mb="md" data-testid="market-alerts">
        {alerts.data.map((a) => (
          <Paper key={a.id} withBorder p="sm" data-testid="market-alert">
            <Group gap="xs" wrap="wrap">
              <Badge
                color={SEVERITY[a.severity as keyof typeof SEVERITY] ?? 'gray'}
                variant="filled"
                c={a.severity === 'watch' ? 'dark.9' : undefined}
              >
                {a.severity}
              </Badge>
              {a.symbol && (
                <Badge variant="outline" c="dark.8">
                  {a.symbol}
                </Badge>
              )}
              {a.premium_only && (
                <Badge color="grape" variant="light" c="grape.9">
                  Premium
                </Badge>
              )}
              <Text fw={700} size="sm" style={{ flex: 1, minWidth: 200 }}>
                {a.headline}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={a.created_at}>
                {formatMessageTime(a.created_at)}
              </Text>
            </Group>
            {a.detail && (
              <Text size="sm" mt={4}>
                {a.detail}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
