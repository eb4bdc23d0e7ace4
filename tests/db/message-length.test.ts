// A message is 1 to 2,000 characters after trimming; the database refuses anything else with a
// sentence a member understands (not only a constraint name), whoever sends it.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('length');
});

describe('message length', () => {
  it('accepts exactly 2,000 characters, counting after the trim', async () => {
    const body = 'a'.repeat(2000);
    const row = ok(
      await p.learner.client
        .from('messages')
        .insert({ channel_id: 'tutorial-help', body: `  ${body}\n` })
        .select('body')
        .single(),
    );
    expect(row.body).toBe(body);
  });

  it('refuses 2,001 characters with a readable error, for a learner and for the service role', async () => {
    for (const client of [p.learner.client, p.service]) {
      const error = refused(
        await client
          .from('messages')
          .insert({ channel_id: 'tutorial-help', body: 'b'.repeat(2001) })
          .select('id'),
        400,
      );
      expect(error.code).toBe('23514');
      expect(error.message).toBe('A message can be at most 2,000 characters; this one has 2,001.');
      expect(error.hint).toBe('Shorten it, or split it into two messages.');
    }
    expect(ok(await p.service.from('messages').select('id').eq('channel_id', 'tutorial-help').like('body', 'bbbb%'))).toEqual([]);
  });

  it('refuses an edit that makes a message too long, and an empty one', async () => {
    const row = ok(await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'short' }).select('id').single());
    const long = refused(
      await p.learner.client
        .from('messages')
        .update({ body: 'c'.repeat(2500) })
        .eq('id', row.id)
        .select('id'),
      400,
    );
    expect(long.message).toBe('A message can be at most 2,000 characters; this one has 2,500.');
    const empty = refused(await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body: ' \n ' }).select('id'), 400);
    expect([empty.code, empty.message]).toEqual(['23514', 'A message cannot be empty.']);
  });
});
