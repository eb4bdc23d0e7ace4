// The room's two private Realtime topics (policies on realtime.messages, migration 20261129160000):
// - `live:<id>:host`: every member who may enter receives; only the host may send. The host's chart
//   (symbol, timeframe, indicators, drawings) and WebRTC offers and ICE candidates travel here, so an
//   attendee takes chart state and offers from this topic only: no one else can have sent them.
// - `live:<id>`: every member who may enter sends and receives. An attendee says `hello` when it joins
//   (the host answers with the chart and an offer) and sends its WebRTC answer and ICE candidates.
import { useCallback, useEffect, useRef, useState } from 'react';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { typedBroadcast, type Broadcast, type BroadcastEvents } from '../../../lib/realtime/broadcast.ts';
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

/** What travels on `live:<id>:host` (the host sends). */
type HostEvents = { chart: RoomChart; signal: Signal; here: Record<string, never> };
/** What travels on `live:<id>` (every member in the room sends). */
type RoomEvents = { hello: { from: string }; signal: Signal };

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

function join<E extends BroadcastEvents>(topic: string, handlers: (topic: Broadcast<E>) => void, onReady: () => void): () => void {
  return joinRealtime((supabase) => {
    const channel = supabase.channel(topic, { config: { private: true, broadcast: { self: false } } });
    handlers(typedBroadcast<E>(channel));
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
  const hostTopic = useRef<Broadcast<HostEvents> | null>(null);
  const roomTopic = useRef<Broadcast<RoomEvents> | null>(null);
  const [ready, setReady] = useState(0);

  useEffect(() => {
    if (!enabled || !userId) return;
    const mine = (s: Signal) => s.to === userId;
    const leaveHost = join<HostEvents>(
      `live:${sessionId}:host`,
      (topic) => {
        hostTopic.current = topic
          .on('chart', (chart) => latest.current.onChart?.(chart, Date.now()))
          .on('signal', (signal) => mine(signal) && latest.current.onSignal?.(signal))
          // The host came (or came back) after this attendee: say hello again.
          .on('here', () => !isHost && roomTopic.current?.send('hello', { from: userId }));
      },
      () => setReady((n) => n | 1),
    );
    const leaveRoom = join<RoomEvents>(
      `live:${sessionId}`,
      (topic) => {
        roomTopic.current = topic
          .on('hello', ({ from }) => isHost && latest.current.onHello?.(from))
          // Answers and candidates from attendees: only the host listens to them.
          .on('signal', (signal) => isHost && mine(signal) && latest.current.onSignal?.(signal));
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
    if (isHost) hostTopic.current?.send('here', {});
    else roomTopic.current?.send('hello', { from: userId });
  }, [bothReady, isHost, userId]);

  const sendChart = useCallback((chart: RoomChart) => hostTopic.current?.send('chart', chart), []);
  const signal = useCallback(
    (s: Signal) => (isHost ? hostTopic.current?.send('signal', s) : roomTopic.current?.send('signal', s)),
    [isHost],
  );
  return { ready: bothReady, sendChart, signal };
}
