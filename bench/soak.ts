// `npm run bench -- soak`: N signed-in members, each with a live subscription to a channel's messages
// and to the `online` presence topic (as the dashboard has), reading the channel's latest messages
// every second and posting now and then, for a fixed time. Reports per-window p50/p99 of the reads,
// errors and the process's RSS. SOAK_CLIENTS (default 40) and SOAK_SECONDS (default 60) change it.
import { createClient, REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, startStack } from 'supabase-stand-in';
import { ms, percentile } from './measure.ts';

const CLIENTS = Number(process.env.SOAK_CLIENTS) || 40;
const SECONDS = Number(process.env.SOAK_SECONDS) || 60;
const WINDOW = 10;

const sleep = (n: number) => new Promise((r) => setTimeout(r, n));

export async function benchSoak(): Promise<string> {
  const stack = await startStack({
    database: { kind: 'pglite' },
    apiPort: 0,
    mailPort: null,
    mailFile: null,
    trustForwarded: true,
    log: () => undefined,
  });
  const clients: SupabaseClient[] = [];
  try {
    const members = [];
    for (let i = 0; i < CLIENTS; i++) {
      const ip = `10.6.${i >> 8}.${i & 255}`;
      const c = createClient(stack.apiUrl, ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
        global: { headers: { 'X-Forwarded-For': ip } },
      });
      clients.push(c);
      const { data, error } = await c.auth.signUp({ email: `soak-${i}-${Date.now()}@example.com`, password: 'Soak-horse-7' });
      if (error || !data.user) throw error ?? new Error('no user');
      members.push({ client: c, id: data.user.id });
    }
    let delivered = 0;
    for (const m of members) {
      await new Promise<void>((ok, fail) => {
        m.client
          .channel(`messages:tutorial-help:${m.id.slice(0, 8)}`)
          .on(
            'postgres_changes',
            { event: 'INSERT', schema: 'public', table: 'messages', filter: 'channel_id=eq.tutorial-help' },
            () => delivered++,
          )
          .subscribe((status, err) =>
            status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED
              ? ok()
              : status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT
                ? fail(err ?? new Error(status))
                : undefined,
          );
      });
      const presence = m.client.channel('online', { config: { presence: { key: m.id } } });
      presence.subscribe((status) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) void presence.track({ user_id: m.id });
      });
    }

    const windows: { latencies: number[]; errors: number; posts: number }[] = [];
    const started = performance.now();
    const end = started + SECONDS * 1000;
    const windowOf = () => {
      const i = Math.floor((performance.now() - started) / 1000 / WINDOW);
      return (windows[i] ??= { latencies: [], errors: 0, posts: 0 });
    };
    const rss: number[] = [];
    const sampler = setInterval(() => rss.push(process.memoryUsage().rss), WINDOW * 1000);
    await Promise.all(
      members.map(async (m, i) => {
        await sleep((i * 1000) / CLIENTS); // spread the clients over the second
        let n = 0;
        while (performance.now() < end) {
          const t0 = performance.now();
          const { error } = await m.client
            .from('channel_messages')
            .select('id, body, author_name, created_at')
            .eq('channel_id', 'tutorial-help')
            .order('created_at', { ascending: false })
            .limit(50);
          const w = windowOf();
          w.latencies.push(performance.now() - t0);
          if (error) w.errors++;
          if (++n % 15 === 0) {
            const post = await m.client.from('messages').insert({ channel_id: 'tutorial-help', body: `soak ${i}-${n}` });
            w.posts++;
            if (post.error) w.errors++;
          }
          await sleep(Math.max(0, 1000 - (performance.now() - t0)));
        }
      }),
    );
    clearInterval(sampler);
    rss.push(process.memoryUsage().rss);
    const rows = windows.map((w, i) => {
      const sorted = [...w.latencies].sort((a, b) => a - b);
      const mb = rss[i] !== undefined ? (rss[i] / 2 ** 20).toFixed(0) : '–';
      return `| ${i * WINDOW}–${(i + 1) * WINDOW} s | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${w.posts} | ${w.errors} | ${mb} |`;
    });
    return [
      `${CLIENTS} signed-in members for ${SECONDS} s on PGlite, each with a postgres_changes subscription and presence on \`online\`, reading the latest 50 messages every second and posting every 15 s (${delivered.toLocaleString('en-US')} change deliveries):`,
      '',
      '| window | reads | p50 ms | p99 ms | posts | errors | RSS MiB |',
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  } finally {
    for (const c of clients) await c.removeAllChannels();
    await stack.close();
  }
}
