// The helpful answer in #tutorial-help, by persona: only the asker (or staff) marks a reply, one per
// thread; the reply's author earns 20 points, never the marker or the asker, none with a suspended
// member, at most 100 a day; nobody writes a mark or the points themselves.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('helpful');
});

async function post(who: TestUser, body: string, parent_id?: number, channel_id = 'tutorial-help') {
  return ok(await who.client.from('messages').insert({ channel_id, body, parent_id }).select('id').single()).id as number;
}
const mark = (who: TestUser, message_id: number) => who.client.rpc('mark_helpful_answer', { message_id });
const helpfulPoints = async (who: TestUser) =>
  ok(await who.client.from('point_events').select('points, ref').eq('reason', 'helpful_answer').eq('user_id', who.id));
const total = (rows: { points: number }[]) => rows.reduce((s, r) => s + r.points, 0);

describe('marking the helpful answer', () => {
  it('only the asker or staff marks a reply; the author earns 20 points once; a second mark is refused', async () => {
    const question = await post(p.learner, 'How do I place a stop?');
    const answer = await post(p.other, 'Below the last swing low.', question);
    const second = await post(p.premium, 'Use the ATR.', question);
    refused(await p.visitor.rpc('mark_helpful_answer', { message_id: answer }), 401);
    refused(await mark(p.other, answer), 403); // the answer's author
    refused(await mark(p.premium, answer), 403); // another member
    ok(await mark(p.learner, answer));
    ok(await mark(p.learner, answer)); // the same again changes nothing
    expect(refused(await mark(p.learner, second), 409).message).toMatch(/already/);
    expect(refused(await mark(p.admin, second), 409).message).toMatch(/already/);
    expect(await helpfulPoints(p.other)).toEqual([{ points: 20, ref: String(question) }]);
    expect(await helpfulPoints(p.premium)).toEqual([]);
    // Every reader of the channel sees the mark.
    for (const who of [p.premium, p.other, p.admin]) {
      expect(ok(await who.client.from('helpful_answers').select('thread_id, answer_id').eq('thread_id', question))).toEqual([
        { thread_id: question, answer_id: answer },
      ]);
    }
    refused(await p.visitor.from('helpful_answers').select('thread_id'), 401);
  });

  it('staff mark the helpful answer too', async () => {
    const question = await post(p.learner, 'What is a doji?');
    const answer = await post(p.premium, 'Open and close at about the same price.', question);
    ok(await mark(p.admin, answer));
    expect(total(await helpfulPoints(p.premium))).toBe(20);
  });

  it('only replies in #tutorial-help: not the question itself, nor another channel', async () => {
    const question = await post(p.learner, 'Where do I start?');
    refused(await mark(p.learner, question), 400);
    const elsewhere = await post(p.premium, 'Hello all', undefined, 'general');
    const reply = await post(p.admin, 'Hi!', elsewhere, 'general');
    refused(await mark(p.premium, reply), 400);
    refused(await mark(p.learner, 999_999_999), 404);
  });

  it("no points for your own reply: not when you mark it, not when staff marks the asker's own answer", async () => {
    const question = await post(p.other, 'Is RSI enough?');
    const own = await post(p.other, 'Answering myself: no.', question);
    ok(await mark(p.other, own));
    const question2 = await post(p.admin, 'Quiz: what is R?');
    const ownAdmin = await post(p.admin, 'Risk per trade.', question2);
    ok(await mark(p.admin, ownAdmin));
    expect(await helpfulPoints(p.admin)).toEqual([]);
    expect((await helpfulPoints(p.other)).map((r) => r.ref)).not.toContain(String(question));
  });

  it('nobody writes marks or helpful points directly, even with no filter', async () => {
    const question = await post(p.learner, 'Margin?');
    const answer = await post(p.premium, 'Borrowed money.', question);
    for (const who of [p.learner, p.other, p.premium, p.admin]) {
      refused(await who.client.from('helpful_answers').insert({ thread_id: question, answer_id: answer, marked_by: who.id }), [401, 403]);
      refused(
        await who.client.from('point_events').insert({ user_id: who.id, reason: 'helpful_answer', ref: String(question), points: 20 }),
        [401, 403],
      );
    }
    ok(await mark(p.learner, answer));
    for (const who of [p.learner, p.other, p.premium, p.admin]) {
      const upd = await who.client.from('helpful_answers').update({ answer_id: question }).gte('thread_id', 0);
      const del = await who.client.from('helpful_answers').delete().gte('thread_id', 0);
      expect(upd.error ?? del.error).not.toBeNull();
    }
    expect(ok(await p.service.from('helpful_answers').select('answer_id').eq('thread_id', question))).toEqual([{ answer_id: answer }]);
  });

  it('no points with a suspended member; a suspended asker marks nothing', async () => {
    const author = await signUpUser('helpful-suspended', { display_name: 'Sue Suspended' });
    const question = await post(p.learner, 'Pre-market?');
    const answer = await post(author, 'From 4 am.', question);
    ok(await p.service.from('member_suspensions').insert({ user_id: author.id, reason: 'Farming' }).select());
    ok(await mark(p.learner, answer));
    expect(await helpfulPoints(author)).toEqual([]);
    const asker = await signUpUser('helpful-asker', { display_name: 'Ash Asker' });
    const q2 = await post(asker, 'Gaps?');
    const a2 = await post(p.other, 'Price jumps.', q2);
    ok(await p.service.from('member_suspensions').insert({ user_id: asker.id, reason: 'Spam' }).select());
    refused(await mark(asker, a2), [403, 404]);
  });

  it('at most 100 points a day from helpful answers', async () => {
    const helper = await signUpUser('helpful-helper', { display_name: 'Hal Helper' });
    for (let i = 0; i < 6; i++) {
      const question = await post(p.learner, `Question ${i}`);
      ok(await mark(p.learner, await post(helper, `Answer ${i}`, question)));
    }
    expect(total(await helpfulPoints(helper))).toBe(100);
    expect(ok(await helper.client.rpc('my_points'))).toMatchObject([{ level: 2 }]);
  });
});
