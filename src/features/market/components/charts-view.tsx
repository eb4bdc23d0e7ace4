// Chart channels: a symbol's candles by timeframe (1W first; ?symbol= picks the symbol, as a price
// alert's notification links), its last candle moving live with the quotes (labelled simulated), the
// member's price alerts, the Tools palette of indicators (volume, moving averages, Bollinger Bands,
// VWAP, RSI, MACD) and drawings, and 'Share Analysis' which posts the view to the channel's discussion
// below as a chart card; a card opens as a live chart with that view (?analysis=).
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Grid, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { Channel } from '../../../lib/community/channels.ts';
import type { ChatSlot, RenderChat } from '../../../lib/community/chat-slot.ts';
import { TIMEFRAMES, useChartBars, type Timeframe } from '../../../charting/fetch-chart-bars.ts';
import { useWatchlist } from '../../../charting/fetch-watchlist.ts';
import { useLiveQuotes } from '../api/use-live-market.ts';
import { LiveStatus, SimulatedBadge } from './market-badge.tsx';
import { PriceAlertsPanel } from './price-alerts-panel.tsx';
import { CandleChart, type ChartShot } from '../../../components/candle-chart.tsx';
import { AnalysisAttachment, SharedAnalysisView, ShareAnalysisBox } from './shared-analysis.tsx';
import { ChartTools } from '../../../charting/chart-tools.tsx';
import { useIndicatorSettings } from '../../../charting/use-chart-settings.ts';
import { ChartDrawingLayer } from '../../../charting/chart-drawing-layer.tsx';
import { useChartDrawings, type DrawingKind } from '../../../charting/use-chart-drawings.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { studiesFor } from '../../../charting/indicators.ts';

const DISCUSSION: ChatSlot = { title: 'Discussion', height: 360, renderAttachment: (m) => <AnalysisAttachment message={m} /> };

export function ChartsView({ channel, renderChat }: { channel: Channel; renderChat: RenderChat }) {
  const [params, setParams] = useSearchParams();
  const analysisId = params.get('analysis');
  const linked = params.get('symbol');
  const [symbol, setSymbol] = useState(linked ?? 'SPY');
  // A link to another symbol (a price alert's notification) while the chart is open switches to it.
  const [seenLink, setSeenLink] = useState(linked);
  if (linked !== seenLink) {
    setSeenLink(linked);
    if (linked) setSymbol(linked);
  }
  const [timeframe, setTimeframe] = useState<Timeframe>('1W');
  const symbols = useWatchlist();
  const { quotes, live } = useLiveQuotes();
  const bars = useChartBars(symbol, timeframe);
  const candles = useMemo(() => (bars.status === 'success' ? bars.data : []), [bars.status, bars.data]);
  const intraday = timeframe === '1D' || timeframe === '1W';
  const [indicators, setIndicators] = useIndicatorSettings();
  const studies = useMemo(() => studiesFor(candles, indicators, intraday), [candles, indicators, intraday]);
  const userId = useAuth().user?.id ?? '';
  const editor = useChartDrawings(userId, symbol, timeframe);
  const [tool, setTool] = useState<DrawingKind | null>(null);
  const [noteText, setNoteText] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const drawing = { editor, tool, onTool: setTool, noteText, onNoteText: setNoteText, selected, onSelect: setSelected };
  const screenshot = useRef<(() => Promise<ChartShot>) | null>(null);
  const closeAnalysis = useCallback(
    (chart?: { symbol: string; timeframe: Timeframe }) => {
      if (chart) {
        setSymbol(chart.symbol);
        setTimeframe(chart.timeframe);
      }
      setParams({});
    },
    [setParams],
  );
  if (analysisId) {
    return (
      <Stack gap="md">
        <SharedAnalysisView key={analysisId} id={analysisId} onClose={closeAnalysis} />
        {renderChat(DISCUSSION)}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder p="sm">
            <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
              <NativeSelect
                label="Symbol"
                value={symbol}
                onChange={(e) => setSymbol(e.currentTarget.value)}
                data={
                  symbols.status === 'success'
                    ? symbols.data.map((s) => ({ value: s.symbol, label: `${s.symbol} — ${s.companyName}` }))
                    : [symbol]
                }
                w={240}
              />
              <Group gap={4} role="group" aria-label="Timeframe">
                {TIMEFRAMES.map((t) => (
                  <Button
                    key={t}
                    size="xs"
                    variant={t === timeframe ? 'filled' : 'default'}
                    aria-pressed={t === timeframe}
                    onClick={() => setTimeframe(t)}
                  >
                    {t}
                  </Button>
                ))}
              </Group>
            </Group>
            <Group justify="space-between" gap="xs" mb={4}>
              <LiveStatus live={live}>The last candle moves live as trades come in.</LiveStatus>
              <SimulatedBadge quotes={quotes.data} />
            </Group>
            <CandleChart
              live
              screenshotRef={screenshot}
              candles={candles}
              studies={studies}
              intraday={intraday}
              overlay={(coords) => (
                <ChartDrawingLayer
                  coords={coords}
                  editor={editor}
                  tool={tool}
                  noteText={noteText}
                  selected={selected}
                  onSelect={setSelected}
                  onPlaced={() => setTool(null)}
                />
              )}
              label={`${symbol} candlestick chart, ${timeframe}, ${candles.length} bars`}
            />
            {bars.status === 'success' && candles.length === 0 && (
              <Text size="sm" c="dimmed" mt="xs">
                No bars stored for {symbol} in this timeframe.
              </Text>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="md">
            <PriceAlertsPanel
              key={symbol}
              symbol={symbol}
              symbols={symbols.data?.map((r) => ({ symbol: r.symbol, price: r.price })) ?? []}
            />
            <ChartTools settings={indicators} onChange={setIndicators} intraday={intraday} drawing={drawing} />
            <ShareAnalysisBox
              channel={channel}
              symbol={symbol}
              timeframe={timeframe}
              indicators={indicators}
              drawings={editor.drawings}
              screenshot={screenshot}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      {renderChat(DISCUSSION)}
    </Stack>
  );
}
