// Chart channels: a symbol's candles by timeframe (1W first), the drawing tools, and 'Share Analysis'
// which posts to the channel's discussion below.
import { useState } from 'react';
import { Button, Grid, Group, List, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Channel } from '../api/fetch-channels.ts';
import { TIMEFRAMES, useChartBars, type Timeframe } from '../api/fetch-chart-bars.ts';
import { useWatchlist } from '../api/fetch-watchlist.ts';
import { sendMessage } from '../api/send-message.ts';
import { messageLength } from '../lib/message-limit.ts';
import { notifyError } from '../lib/notify-error.ts';
import { MessageCounter, TOO_LONG_STYLES } from './message-counter.tsx';
import { postingBlockedText } from '../lib/posting-rule.ts';
import { CandleChart } from './candle-chart.tsx';
import { ChannelChat } from './channel-chat.tsx';

const TOOLS = ['Trend lines', 'Horizontal support and resistance', 'Fibonacci retracement', 'Moving averages (20, 50, 200)', 'RSI and MACD', 'Volume profile'];

function ShareAnalysis({ channel, context }: { channel: Channel; context: string }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const blocked = postingBlockedText(channel);
  const message = `[${context}] ${text.trim()}`;
  const length = messageLength(message);
  const share = async () => {
    setBusy(true);
    try {
      await sendMessage(channel.id, message);
      setText('');
      notifications.show({ color: 'green', message: `Analysis shared in #${channel.name}` });
    } catch (e) {
      notifyError('Analysis not shared', e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="sm">
      <form onSubmit={(e) => (e.preventDefault(), void share())}>
        <Stack gap="xs">
          <Title order={2} fz="h5">
            Share Analysis
          </Title>
          <Textarea label={`Your analysis of ${context}`} placeholder={blocked ?? 'What do you see on this chart?'} disabled={blocked !== null} value={text} onChange={(e) => setText(e.currentTarget.value)} error={length.error} styles={TOO_LONG_STYLES} autosize minRows={2} maxRows={12} />
          <MessageCounter length={length} />
          <Button type="submit" disabled={blocked !== null || !text.trim() || length.tooLong} loading={busy}>
            Share Analysis
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

export function ChartsView({ channel }: { channel: Channel }) {
  const [symbol, setSymbol] = useState('SPY');
  const [timeframe, setTimeframe] = useState<Timeframe>('1W');
  const symbols = useWatchlist();
  const bars = useChartBars(symbol, timeframe);
  const candles = bars.status === 'ready' ? bars.data : [];
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder p="sm">
            <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
              <NativeSelect label="Symbol" value={symbol} onChange={(e) => setSymbol(e.currentTarget.value)} data={symbols.status === 'ready' ? symbols.data.map((s) => ({ value: s.symbol, label: `${s.symbol} — ${s.companyName}` })) : [symbol]} w={240} />
              <Group gap={4} role="group" aria-label="Timeframe">
                {TIMEFRAMES.map((t) => (
                  <Button key={t} size="xs" variant={t === timeframe ? 'filled' : 'default'} aria-pressed={t === timeframe} onClick={() => setTimeframe(t)}>
                    {t}
                  </Button>
                ))}
              </Group>
            </Group>
            <CandleChart candles={candles} intraday={timeframe === '1D' || timeframe === '1W'} label={`${symbol} candlestick chart, ${timeframe}, ${candles.length} bars`} />
            {bars.status === 'ready' && candles.length === 0 && (
              <Text size="sm" c="dimmed" mt="xs">
                No bars stored for {symbol} in this timeframe.
              </Text>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="md">
            <Paper withBorder p="sm">
              <Title order={2} fz="h5" mb="xs">
                Tools
              </Title>
              <List size="sm" spacing={4}>
                {TOOLS.map((t) => (
                  <List.Item key={t}>{t}</List.Item>
                ))}
              </List>
            </Paper>
            <ShareAnalysis channel={channel} context={`${symbol} · ${timeframe}`} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ChannelChat channel={channel} title="Discussion" height={360} />
    </Stack>
  );
}
