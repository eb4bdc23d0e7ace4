// A candlestick chart (TradingView lightweight-charts) over the given candles. The container carries
// the series' extent as data attributes, so tests can check what is drawn without reading pixels.
import { useEffect, useRef } from 'react';
import { Box } from '@mantine/core';
import { CandlestickSeries, createChart, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { DOWN_COLOR, UP_COLOR } from '../lib/sign-colors.ts';
import type { Candle } from '../api/fetch-chart-bars.ts';

interface Props {
  candles: Candle[];
  label: string;
  intraday: boolean;
}

export function CandleChart({ candles, label, intraday }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);

  useEffect(() => {
    const c = createChart(box.current!, { autoSize: true, layout: { textColor: '#212529', background: { color: '#ffffff' } }, grid: { vertLines: { color: '#f1f3f5' }, horzLines: { color: '#f1f3f5' } } });
    chart.current = c;
    series.current = c.addSeries(CandlestickSeries, { upColor: UP_COLOR, downColor: DOWN_COLOR, borderVisible: false, wickUpColor: UP_COLOR, wickDownColor: DOWN_COLOR });
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  useEffect(() => {
    series.current?.setData(candles.map((k) => ({ ...k, time: k.time as UTCTimestamp })));
    chart.current?.applyOptions({ timeScale: { timeVisible: intraday, secondsVisible: false } });
    chart.current?.timeScale().fitContent();
  }, [candles, intraday]);

  return (
    <Box
      ref={box}
      role="figure"
      aria-label={label}
      h={{ base: 260, sm: 360 }}
      data-testid="candle-chart"
      data-bars-count={candles.length}
      data-first-time={candles[0] ? new Date(candles[0].time * 1000).toISOString() : ''}
      data-last-time={candles.length ? new Date(candles[candles.length - 1]!.time * 1000).toISOString() : ''}
    />
  );
}
