// Posting limits decided in the database: a member adds at most 5 messages in one request and 20 in a
// minute, whatever the request looks like; the refusal is a clear PostgREST error and nothing of the
// refused request is kept. The service role (the bot, imports) is not limited.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('posting-limits');
});

const count = async (authorId: string) =>
  (await p.service.from('messages').select('id', { count: 'exact', head: true }).eq('author_id', authorId)).count;

describe('posting limits', () => {
  it('refuses a bulk insert of thousands of messages at once, keeping none of it', async () => {
    const rows = Array.from({ length: 18_000 }, (_, i) => ({ channel_id: 'tutorial-help', body: `flood ${i}` }));
    const error = refused(await p.other.client.from('messages').insert(rows), 413);
    expect(error).toMatchObject({ code: 'too_many_messages', message: 'At most 5 messages can be posted in one request.' });
    expect(await count(p.other.id)).toBe(0);
  });

  it('allows a few messages in one request, refuses a sixth', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ channel_id: 'tutorial-help', body: `batch ${i}` }));
    refused(await p.premium.client.from('messages').insert(rows(6)), 413);
    ok(await p.premium.client.from('messages').insert(rows(5)));
    expect(await count(p.premium.id)).toBe(5);
  });

  it('refuses the 21st message of a minute with 429 and a readable message', async () => {
    for (let i = 0; i < 20; i++) ok(await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body: `message ${i}` }));
    const res = await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'one too many' });
    const error = refused(res, 429);
    expect(error.code).toBe('posting_rate_limited');
    expect(error.message).toMatch(/posting too fast/);
    expect(await count(p.learner.id)).toBe(20);
    // Another member is not affected by this one's limit.
    ok(await p.admin.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'still fine' }));
  });

  it('counts edits toward the 20 a minute: quick edits end in 429 too, the message keeping its last accepted body', async () => {
    const [row] = ok(await p.other.client.from('messages').insert({ channel_id: 'basics', body: 'edit me' }).select('id'));
    const id = row!.id as number;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await p.other.client
        .from('messages')
        .update({ body: `edit ${i}` })
        .eq('id', id)
        .select('id');
      statuses.push(res.status);
      if (res.error) {
        expect(res.status).toBe(429);
        expect(res.error.code).toBe('posting_rate_limited');
        break;
      }
    }
    // The post and 19 edits make 20: the 20th edit is refused.
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(statuses.at(-1)).toBe(429);
    const [kept] = ok(await p.service.from('messages').select('body').eq('id', id));
    expect(kept!.body).toBe('edit 18');
    // Editing is limited; posting after those edits too.
    refused(await p.other.client.from('messages').insert({ channel_id: 'basics', body: 'and a post' }), 429);
  });

  it('does not limit the service role', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ channel_id: 'general', body: `bot ${i}`, author_id: null, kind: 'bot' }));
    ok(await p.service.from('messages').insert(rows));
  });
});
