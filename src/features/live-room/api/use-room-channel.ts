// The room's two private Realtime topics (policies on realtime.messages, migration 20261129160000):
// - `live:<id>:host`: every member who may enter receives; only the host may send. The host's chart
//   (symbol, timeframe, indicators, drawings) and WebRTC offers and ICE candidates travel here, so an
//   attendee takes chart state and offers from this topic only: no one else can have sent them.
// - `live:<id>`: every member who may enter sends and receives. An attendee says `hello` when it joins
//   (the host answers with the chart and an offer) and sends its WebRTC answer and ICE candidates.
import { useCallback, useEffect, useRef, useState } from 'react';
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel } from '@supabase/supabase-js';
import { joinRealtime } from '../../../lib/realtime/join-realtime.ts';
import { notifyError } from '../../../lib/notify.ts';
import type { Timeframe } from '../../../charting/fetch-chart-bars.ts';
import type { Drawing } from '../../../charting/use-chart-drawings.ts';
import type { IndicatorSettings } from '../../../charting/indicators.ts';

export interface RoomChart {
  symbol: string;
  timeframe: Timeframe;
  indicators: IndicatorSettings;
  drawings: Drawing[];
  /** When the host sent it (ms since the epoch): the latency an attendee shows. */
  sentAt: number;
}

/** A signalling message; `to` and `from` are member ids. */
export interface Signal {
  from: string;
  to: string;
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit;
}

export interface RoomHandlers {
  /** The host's chart, and when it arrived (ms since the epoch). */
  onChart?(chart: RoomChart, receivedAt: number): void;
  /** An attendee joined (host side): send them the chart and an offer. */
  onHello?(from: string): void;
  /** WebRTC signalling addressed to this member. */
  onSignal?(signal: Signal): void;
}

export interface RoomChannel {
  ready: boolean;
  sendChart: (chart: RoomChart) => void;
  signal: (signal: Signal) => void;
}

function join(topic: string, handlers: (channel: RealtimeChannel) => void, onReady: () => void): () => void {
  return joinRealtime((supabase) => {
    const channel = supabase.channel(topic, { config: { private: true, broadcast: { self: false } } });
    handlers(channel);
    channel.subscribe((status, err) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) onReady();
      else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT)
        notifyError('The live room is unavailable', err ?? status);
    });
    return channel;
  });
}

export function useRoomChannel(sessionId: number, userId: string, isHost: boolean, enabled: boolean, handlers: RoomHandlers): RoomChannel {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const hostTopic = useRef<RealtimeChannel | null>(null);
  const roomTopic = useRef<RealtimeChannel | null>(null);
  const [ready, setReady] = useState(0);

  useEffect(() => {
    if (!enabled || !userId) return;
    const mine = (s: Signal) => s.to === userId;
    const leaveHost = join(
      `live:${sessionId}:host`,
      (channel) => {
        hostTopic.current = channel;
        channel.on('broadcast', { event: 'chart' }, ({ payload }) => latest.current.onChart?.(payload as RoomChart, Date.now()));
        channel.on(
          'broadcast',
          { event: 'signal' },
          ({ payload }) => mine(payload as Signal) && latest.current.onSignal?.(payload as Signal),
        );
        // The host came (or came back) after this attendee: say hello again.
        channel.on(
          'broadcast',
          { event: 'here' },
          () => !isHost && void roomTopic.current?.send({ type: 'broadcast', event: 'hello', payload: { from: userId } }),
        );
      },
      () => setReady((n) => n | 1),
    );
    const leaveRoom = join(
      `live:${sessionId}`,
      (channel) => {
        roomTopic.current = channel;
        channel.on(
          'broadcast',
          { event: 'hello' },
          ({ payload }) => isHost && latest.current.onHello?.((payload as { from: string }).from),
        );
        // Answers and candidates from attendees: only the host listens to them.
        channel.on(
          'broadcast',
          { event: 'signal' },
          ({ payload }) => isHost && mine(payload as Signal) && latest.current.onSignal?.(payload as Signal),
        );
      },
      () => setReady((n) => n | 2),
    );
    return () => {
      leaveHost();
      leaveRoom();
      hostTopic.current = null;
      roomTopic.current = null;
      setReady(0);
    };
  }, [sessionId, userId, isHost, enabled]);

  const bothReady = ready === 3;
  // An attendee asks for the chart (and the host's video) once both topics are up; the host says it is here.
  useEffect(() => {
    if (!bothReady) return;
    if (isHost) void hostTopic.current?.send({ type: 'broadcast', event: 'here', payload: {} });
    else void roomTopic.current?.send({ type: 'broadcast', event: 'hello', payload: { from: userId } });
  }, [bothReady, isHost, userId]);

  const sendChart = useCallback(
    (chart: RoomChart) => void hostTopic.current?.send({ type: 'broadcast', event: 'chart', payload: chart }),
    [],
  );
  const signal = useCallback(
    (s: Signal) => void (isHost ? hostTopic : roomTopic).current?.send({ type: 'broadcast', event: 'signal', payload: s }),
    [isHost],
  );
  return { ready: bothReady, sendChart, signal };
}
