// #earnings-calendar's reports, simulated like the market: a week view (Monday to Friday, New York
// dates) of who reports, before the open or after the close, with EPS and revenue estimates and, once
// reported, the actuals with their surprise and the price gap; and the latest results.
import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconFlask } from '@tabler/icons-react';
import { addDays, mondayOf, newYorkToday, useEarnings, type EarningsReport } from '../api/use-earnings.ts';

const DAY = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const dayLabel = (day: string) => DAY.format(new Date(`${day}T12:00:00Z`));

export function money(value: number | null): string {
  if (value === null) return '–';
  if (value >= 1e9) return `$${(value / 1e9).toFixed(2)}B`;
  if (value >= 1e6) return `$${(value / 1e6).toFixed(1)}M`;
  return `$${value.toFixed(0)}`;
}

export function percent(value: number | null): string {
  if (value === null) return '–';
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}%`;
}

const tone = (value: number | null) => (value === null || value === 0 ? 'dimmed' : value > 0 ? 'teal.8' : 'red.8');

function ReportCard({ r }: { r: EarningsReport }) {
  const reported = r.reported_at !== null;
  return (
    <Paper withBorder p="xs" component="li" data-testid="earnings-report" data-symbol={r.symbol}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text fw={700}>{r.symbol}</Text>
        <Badge size="xs" variant="light" color={r.timing === 'before_open' ? 'orange' : 'indigo'}>
          {r.timing === 'before_open' ? 'Before open' : 'After close'}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {r.company_name} · {r.fiscal_period}
      </Text>
      {r.release_at && (
        <Text size="xs" c="dimmed">
          <time dateTime={r.release_at}>{TIME.format(new Date(r.release_at))}</time>
        </Text>
      )}
      <Text size="xs" mt={4}>
        EPS est. {r.eps_estimate?.toFixed(2)} · Rev. est. {money(r.revenue_estimate)}
      </Text>
      {reported && (
        <Text size="xs" mt={2} data-testid="earnings-result">
          EPS {r.eps_actual?.toFixed(2)}{' '}
          <Text span size="xs" fw={700} c={tone(r.eps_surprise_percent)}>
            ({percent(r.eps_surprise_percent)})
          </Text>{' '}
          · gap{' '}
          <Text span size="xs" fw={700} c={tone(r.gap_percent)}>
            {percent(r.gap_percent)}
          </Text>
        </Text>
      )}
    </Paper>
  );
}

export function EarningsCalendar() {
  const earnings = useEarnings();
  const [week, setWeek] = useState(0);
  const monday = addDays(mondayOf(newYorkToday()), week * 7);
  const days = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
  const reports = earnings.data ?? [];
  const past = reports
    .filter((r) => r.reported_at !== null)
    .reverse()
    .slice(0, 8);
  return (
    <Stack gap="md">
      <section aria-labelledby="earnings-week-title">
        <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
          <Group gap="xs">
            <Title order={2} fz="h4" id="earnings-week-title">
              Earnings, week of {dayLabel(monday)}
            </Title>
            <Badge
              variant="light"
              color="yellow"
              c="dark.8"
              leftSection={<IconFlask size={14} aria-hidden />}
              data-testid="earnings-simulated"
              title="Reports, estimates and results come from the market simulator, like the prices."
            >
              Simulated
            </Badge>
          </Group>
          <Group gap={4}>
            <Button
              size="xs"
              variant="default"
              onClick={() => setWeek((w) => w - 1)}
              aria-label="Previous week"
              leftSection={<IconChevronLeft size={14} aria-hidden />}
            >
              Previous
            </Button>
            <Button size="xs" variant="default" onClick={() => setWeek(0)} disabled={week === 0}>
              This week
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setWeek((w) => w + 1)}
              aria-label="Next week"
              rightSection={<IconChevronRight size={14} aria-hidden />}
            >
              Next
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 5 }} spacing="xs" data-testid="earnings-week">
          {days.map((day) => {
            const list = reports.filter((r) => r.report_date === day);
            return (
              <div key={day} data-testid="earnings-day" data-day={day}>
                <Text size="sm" fw={600} mb={4}>
                  {dayLabel(day)}
                </Text>
                {list.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    No reports
                  </Text>
                ) : (
                  <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
                    {list.map((r) => (
                      <ReportCard key={r.id} r={r} />
                    ))}
                  </Stack>
                )}
              </div>
            );
          })}
        </SimpleGrid>
      </section>
      <section aria-labelledby="earnings-past-title">
        <Title order={2} fz="h4" id="earnings-past-title" mb="xs">
          Latest results
        </Title>
        {past.length === 0 ? (
          <Text size="sm" c="dimmed">
            No results yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped fz="sm" data-testid="earnings-past">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Symbol</Table.Th>
                  <Table.Th>Reported</Table.Th>
                  <Table.Th>EPS (est.)</Table.Th>
                  <Table.Th>EPS surprise</Table.Th>
                  <Table.Th>Revenue surprise</Table.Th>
                  <Table.Th>Price gap</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {past.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td fw={700}>{r.symbol}</Table.Td>
                    <Table.Td>
                      {dayLabel(r.report_date)} · {r.fiscal_period}
                    </Table.Td>
                    <Table.Td>
                      {r.eps_actual?.toFixed(2)} ({r.eps_estimate?.toFixed(2)})
                    </Table.Td>
                    <Table.Td c={tone(r.eps_surprise_percent)} fw={600}>
                      {percent(r.eps_surprise_percent)}
                    </Table.Td>
                    <Table.Td c={tone(r.revenue_surprise_percent)}>{percent(r.revenue_surprise_percent)}</Table.Td>
                    <Table.Td c={tone(r.gap_percent)} fw={600}>
                      {percent(r.gap_percent)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </Stack>
  );
}
