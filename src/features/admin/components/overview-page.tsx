// Overview: the headline figures and four charts — sign-ups per day, active learners per day, the
// module-by-module completion funnel, and paid members with their monthly recurring revenue. Every
// number comes from an admin-only SQL function (charts: @mantine/charts, on recharts).
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCompletionFunnel, useDailyActivity, useOverviewTotals } from '../api/fetch-overview.ts';
import { formatCents, shortDay } from '../lib/format.ts';

const DAYS = 30;

function Stat({ label, value, note, testId }: { label: string; value: ReactNode; note?: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={28} fw={800} data-testid={testId}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

function ChartCard({
  title,
  description,
  children,
  loading,
}: {
  title: string;
  description: string;
  children: ReactNode;
  loading: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
      {loading ? <Skeleton h={220} /> : children}
    </Paper>
  );
}

export function OverviewPage() {
  const totals = useOverviewTotals();
  const daily = useDailyActivity(DAYS);
  const funnel = useCompletionFunnel();
  const t = totals.data;
  const days = (daily.data ?? []).map((d) => ({ ...d, label: shortDay(d.day), mrr: d.mrr_cents / 100 }));
  const steps = (funnel.data ?? []).map((s) => ({ module: `M${s.position}`, Attempted: s.attempted, Passed: s.passed, title: s.title }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        <Stat
          label="Members"
          value={t?.members ?? '—'}
          note={t ? `${t.admins} admin${t.admins === 1 ? '' : 's'}, ${t.suspended} suspended` : undefined}
          testId="stat-members"
        />
        <Stat label="Sign-ups, 7 days" value={t?.signups_7d ?? '—'} testId="stat-signups" />
        <Stat label="Active learners, 7 days" value={t?.active_learners_7d ?? '—'} note="took a quiz" testId="stat-active" />
        <Stat
          label="Premium members"
          value={t?.premium_members ?? '—'}
          note={t ? `${t.paid_members} paid, ${t.complimentary_members} complimentary` : undefined}
          testId="stat-premium"
        />
        <Stat
          label="Monthly recurring revenue"
          value={t ? formatCents(t.mrr_cents) : '—'}
          note="active paid subscriptions"
          testId="stat-mrr"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard title="Sign-ups per day" description={`New members, last ${DAYS} days (UTC)`} loading={daily.isPending}>
          <BarChart
            h={220}
            data={days}
            dataKey="label"
            series={[{ name: 'signups', label: 'Sign-ups', color: 'blue.6' }]}
            tickLine="y"
            yAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>
        <ChartCard title="Active learners per day" description="Learners who took a quiz that day" loading={daily.isPending}>
          <AreaChart
            h={220}
            data={days}
            dataKey="label"
            series={[{ name: 'active_learners', label: 'Active learners', color: 'teal.6' }]}
            curveType="monotone"
            tickLine="y"
            yAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>
        <ChartCard
          title="Module completion funnel"
          description="Per module in course order: learners who attempted its quiz and who passed"
          loading={funnel.isPending}
        >
          <BarChart
            h={240}
            data={steps}
            dataKey="module"
            series={[
              { name: 'Attempted', color: 'gray.5' },
              { name: 'Passed', color: 'green.7' },
            ]}
            withLegend
            tickLine="y"
            yAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>
        <ChartCard
          title="Paid members and MRR"
          description="Paid Stripe subscriptions per day and their monthly recurring revenue (USD)"
          loading={daily.isPending}
        >
          <AreaChart
            h={240}
            data={days}
            dataKey="label"
            series={[
              { name: 'paid_members', label: 'Paid members', color: 'grape.6', yAxisId: 'left' },
              { name: 'mrr', label: 'MRR ($)', color: 'violet.4', yAxisId: 'right' },
            ]}
            withRightYAxis
            withLegend
            curveType="step"
            tickLine="y"
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
