// /pricing's pointer to the VIP signals' public track record. /pricing is pre-rendered without data
// and loads its code only on a visitor's first interaction (web/prerender.ts), so the figures
// themselves are on /preview, which reads data as soon as it opens.
import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function SignalRecordLink() {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="signal-record-link-title">
      <Title order={2} fz="h4" id="signal-record-link-title">
        VIP signals with a record nobody can edit
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Every VIP signal is graded by the database from recorded prices: win rate, average R, profit factor and drawdown, public with a 7-day delay.
      </Text>
      <Anchor component={Link} to="/preview#signal-record-title" size="sm" mt="sm" display="inline-block">
        See the public track record
      </Anchor>
    </Paper>
  );
}
