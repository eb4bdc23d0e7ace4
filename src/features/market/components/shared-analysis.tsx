// Share Analysis in the chart channels: the box that posts the member's current view (symbol,
// timeframe, indicators, drawings) with a comment and a thumbnail; the chart card under such a message;
// and the shared view opened from a card — a live chart with the author's indicators and drawings
// (read-only), whose drawings the reader can copy into their own.
import { useMemo, useState, type RefObject } from 'react';
import { Anchor, Badge, Box, Button, Group, Image, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Channel } from '../../../lib/community/channels.ts';
import { messageLength } from '../../../lib/community/message-limit.ts';
import { postingBlockedText } from '../../../lib/community/posting-rule.ts';
import { MessageCounter, TOO_LONG_STYLES } from '../../../components/message-counter.tsx';
import { useChartBars, type Timeframe } from '../../../charting/fetch-chart-bars.ts';
import {
  useCopyDrawings,
  useMessageAnalysis,
  useShareAnalysis,
  useSharedAnalysis,
  useThumbnailUrl,
  type SharedAnalysis,
  type SharedDrawing,
} from '../api/shared-analyses.ts';
import type { Drawing, DrawingsEditor } from '../../../charting/use-chart-drawings.ts';
import { studiesFor, type IndicatorSettings } from '../../../charting/indicators.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { CandleChart, type ChartShot } from '../../../components/candle-chart.tsx';
import { ChartDrawingLayer } from '../../../charting/chart-drawing-layer.tsx';

const isIntraday = (t: Timeframe) => t === '1D' || t === '1W';

/** The indicators a view shows, by name: "Volume, SMA 20, RSI". */
export function indicatorNames(s: IndicatorSettings, intraday: boolean): string[] {
  return [
    s.volume && 'Volume',
    s.sma && `SMA ${s.smaLength}`,
    s.ema && `EMA ${s.emaLength}`,
    s.bollinger && 'Bollinger Bands',
    s.vwap && intraday && 'VWAP',
    s.rsi && 'RSI',
    s.macd && 'MACD',
  ].filter((n): n is string => typeof n === 'string');
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What a view holds, in one line: "RSI, Volume · 2 drawings". */
function summary(indicators: IndicatorSettings, timeframe: Timeframe, drawings: number): string {
  const names = indicatorNames(indicators, isIntraday(timeframe));
  return [names.length ? names.join(', ') : 'No indicators', plural(drawings, 'drawing')].join(' · ');
}

/** The thumbnail's size: the chart card's 2:1. */
const THUMBNAIL = { width: 640, height: 320 };

/**
 * The price pane as drawn on screen, with its price scale and drawings, in a 640 × 320 PNG. A pane
 * wider than 2:1 loses its oldest candles on the left (the latest ones and the scale stay); a narrower
 * one is shown whole, centred on white.
 */
async function thumbnailOf(shot: RefObject<(() => Promise<ChartShot>) | null>): Promise<Blob | null> {
  const taken = await shot.current?.();
  if (!taken || taken.canvas.width === 0 || taken.pricePaneHeight === 0) return null;
  const { canvas: source, pricePaneHeight: height } = taken;
  const ratio = THUMBNAIL.width / THUMBNAIL.height;
  const width = Math.min(source.width, Math.round(height * ratio));
  const scale = THUMBNAIL.height / height;
  const canvas = document.createElement('canvas');
  canvas.width = THUMBNAIL.width;
  canvas.height = THUMBNAIL.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  const drawnWidth = width * scale;
  context.drawImage(source, source.width - width, 0, width, height, (THUMBNAIL.width - drawnWidth) / 2, 0, drawnWidth, THUMBNAIL.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

interface ShareProps {
  channel: Channel;
  symbol: string;
  timeframe: Timeframe;
  indicators: IndicatorSettings;
  drawings: Drawing[];
  screenshot: RefObject<(() => Promise<ChartShot>) | null>;
}

export function ShareAnalysisBox({ channel, symbol, timeframe, indicators, drawings, screenshot }: ShareProps) {
  const [text, setText] = useState('');
  const share = useShareAnalysis();
  const blocked = postingBlockedText(channel);
  const context = `${symbol} · ${timeframe}`;
  const body = `[${context}] ${text.trim()}`;
  const length = messageLength(body);
  const ready = blocked === null && text.trim() !== '' && !length.tooLong;
  const submit = () => {
    if (!ready) return;
    const shared: SharedDrawing[] = drawings.map((d) => ({ kind: d.kind, geometry: d.geometry }));
    share.mutate(
      { channelId: channel.id, body, symbol, timeframe, indicators, drawings: shared, thumbnail: () => thumbnailOf(screenshot) },
      {
        onSuccess: () => {
          setText('');
          notifySuccess(`Analysis shared in #${channel.name}`);
        },
      },
    );
  };
  return (
    <Paper withBorder p="sm">
      <form onSubmit={(e) => (e.preventDefault(), submit())}>
        <Stack gap="xs">
          <Title order={2} fz="h5">
            Share Analysis
          </Title>
          <Text size="xs" c="dimmed" data-testid="share-summary">
            Shares this chart as you see it: {context} · {summary(indicators, timeframe, drawings.length)}.
          </Text>
          <Textarea
            label={`Your analysis of ${context}`}
            placeholder={blocked ?? 'What do you see on this chart?'}
            disabled={blocked !== null}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={length.error}
            styles={TOO_LONG_STYLES}
            autosize
            minRows={2}
            maxRows={12}
          />
          <MessageCounter length={length} />
          <Button type="submit" disabled={!ready} loading={share.isPending} style={{ alignSelf: 'flex-start' }}>
            Share Analysis
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function Thumbnail({ id, alt }: { id: string; alt: string }) {
  const url = useThumbnailUrl(id).data;
  return (
    <Box
      w={{ base: '100%', xs: 240 }}
      maw={320}
      bg="gray.0"
      style={{
        aspectRatio: `${THUMBNAIL.width} / ${THUMBNAIL.height}`,
        borderRadius: 4,
        overflow: 'hidden',
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {url ? (
        <Image src={url} alt={alt} w="100%" h="100%" fit="contain" />
      ) : (
        <IconChartLine size={48} color="var(--mantine-color-gray-5)" aria-hidden="true" />
      )}
    </Box>
  );
}

function AnalysisCard({ analysis }: { analysis: SharedAnalysis }) {
  const title = `${analysis.symbol} · ${analysis.timeframe}`;
  return (
    <Paper withBorder p="xs" mt={4} maw={560} data-testid="analysis-card" aria-label={`Shared chart: ${title}`} component="section">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Thumbnail id={analysis.id} alt={`${title} chart as shared`} />
        <Stack gap={4} style={{ flex: 1, minWidth: 160 }}>
          <Group gap={6}>
            <IconChartLine size={16} aria-hidden="true" />
            <Text fw={700} size="sm">
              {title}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {summary(analysis.indicators, analysis.timeframe, analysis.drawings.length)}
          </Text>
          <Button component={Link} to={`?analysis=${analysis.id}`} size="compact-sm" variant="light" style={{ alignSelf: 'flex-start' }}>
            Open chart
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The card under a chart channel's message that carries an analysis; nothing under the others. */
export function AnalysisAttachment({ message }: { message: { id: number; channel_id: string } }) {
  const analysis = useMessageAnalysis(message.channel_id, message.id);
  return analysis ? <AnalysisCard analysis={analysis} /> : null;
}

/** An analysis's drawings for the drawing layer, which shows them and changes nothing. */
function readOnly(drawings: SharedDrawing[]): DrawingsEditor {
  const nothing = async () => undefined;
  return {
    drawings: drawings.map((d, i) => ({ ...d, id: `shared-${i}` })),
    canUndo: false,
    create: async () => '',
    move: nothing,
    remove: nothing,
    undo: nothing,
  } as unknown as DrawingsEditor;
}

interface ViewProps {
  id: string;
  /** Back to the member's own chart; after a copy, on the analysis's symbol and timeframe. */
  onClose: (chart?: { symbol: string; timeframe: Timeframe }) => void;
}

export function SharedAnalysisView({ id, onClose }: ViewProps) {
  const query = useSharedAnalysis(id);
  const analysis = query.data;
  const bars = useChartBars(analysis?.symbol ?? '', analysis?.timeframe ?? '1W');
  const candles = useMemo(() => (analysis && bars.status === 'success' ? bars.data : []), [analysis, bars.status, bars.data]);
  const intraday = isIntraday(analysis?.timeframe ?? '1W');
  const studies = useMemo(() => (analysis ? studiesFor(candles, analysis.indicators, intraday) : []), [analysis, candles, intraday]);
  const editor = useMemo(() => readOnly(analysis?.drawings ?? []), [analysis]);
  const [selected, setSelected] = useState<string | null>(null);
  const copy = useCopyDrawings();
  const [copied, setCopied] = useState(false);

  if (query.status === 'pending') return <Text size="sm">Opening the analysis…</Text>;
  if (!analysis) {
    return (
      <Paper withBorder p="md">
        <Text size="sm">This analysis does not exist or is not open to you.</Text>
        <Anchor component="button" size="sm" onClick={() => onClose()}>
          Back to my chart
        </Anchor>
      </Paper>
    );
  }
  const title = `${analysis.symbol} · ${analysis.timeframe}`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="shared-analysis-title" data-testid="shared-analysis">
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Title order={2} fz="h4" id="shared-analysis-title">
              {title}
            </Title>
            <Badge variant="light">Shared analysis</Badge>
          </Group>
          <Text size="sm">
            by <b>{analysis.authorName}</b>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="shared-analysis-comment">
            {analysis.body.replace(/^\[[^\]]*\] /, '')}
          </Text>
          <Text size="xs" c="dimmed">
            {summary(analysis.indicators, analysis.timeframe, analysis.drawings.length)} · live prices
          </Text>
        </Stack>
        <Group gap="xs">
          {copied ? (
            <Button size="sm" variant="light" onClick={() => onClose({ symbol: analysis.symbol, timeframe: analysis.timeframe })}>
              See them on my chart
            </Button>
          ) : (
            <Button
              size="sm"
              disabled={analysis.drawings.length === 0}
              loading={copy.isPending}
              onClick={() =>
                copy.mutate(analysis.id, {
                  onSuccess: (n) => (setCopied(true), notifySuccess(`${plural(n, 'drawing')} copied to your ${title} chart`)),
                })
              }
            >
              Copy drawings to mine
            </Button>
          )}
          <Button size="sm" variant="default" onClick={() => onClose()}>
            Back to my chart
          </Button>
        </Group>
      </Group>
      <CandleChart
        live
        candles={candles}
        studies={studies}
        intraday={intraday}
        overlay={(coords) => (
          <ChartDrawingLayer
            coords={coords}
            editor={editor}
            tool={null}
            noteText=""
            selected={selected}
            onSelect={setSelected}
            onPlaced={() => undefined}
          />
        )}
        label={`${analysis.symbol} candlestick chart, ${analysis.timeframe}, ${candles.length} bars, as shared`}
      />
    </Paper>
  );
}
