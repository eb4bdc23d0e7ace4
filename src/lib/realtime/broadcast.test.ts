// typedBroadcast holds a topic's senders and listeners to its events' payloads: what a wrong event
// name or payload would be is a compile error (npm run typecheck), checked here with @ts-expect-error.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { typedBroadcast } from './broadcast.ts';

type Events = { typing: { userId: string }; chart: { symbol: string; sentAt: number } };

describe('typedBroadcast', () => {
  // A channel that is never subscribed (Node 20 needs the ws transport): nothing is sent, only the listeners are registered.
  const channel = createClient('http://127.0.0.1:9', 'anon-key', { realtime: { transport: WebSocket as never } }).channel('typed-test');
  const topic = typedBroadcast<Events>(channel);

  it('types each listener by its event, and registers it on the channel', () => {
    const chained = topic
      .on('typing', (payload) => expectTypeOf(payload).toEqualTypeOf<{ userId: string }>())
      .on('chart', (payload) => expectTypeOf(payload.sentAt).toBeNumber());
    expect(chained.channel).toBe(channel);
    // @ts-expect-error an event the topic does not carry
    topic.on('hello', () => undefined);
  });

  it('holds what is sent to the event’s payload', () => {
    const send = (): void => {
      topic.send('typing', { userId: 'u1' });
      // @ts-expect-error the wrong payload for the event
      topic.send('typing', { from: 'u1' });
      // @ts-expect-error an event the topic does not carry
      topic.send('hello', { from: 'u1' });
    };
    expectTypeOf(send).toBeFunction();
  });
});
