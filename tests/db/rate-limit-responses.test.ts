// The 429 every database rate limit and cooldown answers with (private.too_many_requests), as it
// crosses the wire: status 429, Retry-After in seconds, and PostgREST's error body
// {code, message, details, hint}, exactly; the per-limit tests check each limit's code and message.
import { describe, expect, inject, it } from 'vitest';
import { ANON_KEY } from 'supabase-stand-in';
import { randomIp, serviceClient, signUpUser } from '../support/clients.ts';
import { takeQuiz } from '../support/quiz.ts';
import { ok } from './personas.ts';

function rpc(name: string, args: Record<string, unknown>, headers: Record<string, string>) {
  return fetch(`${inject('apiUrl')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(args),
  });
}

describe('429 responses', () => {
  it('a rate limit: 429, Retry-After 60 and the error body, details and hint null', async () => {
    const visitor = { 'x-forwarded-for': randomIp() };
    for (let i = 0; i < 10; i++) expect((await rpc('verify_certificate', { code: `TC-${i}` }, visitor)).status).toBe(200);
    const res = await rpc('verify_certificate', { code: 'TC-10' }, visitor);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({
      code: 'certificate_check_rate_limited',
      message: 'Too many certificate checks: at most 10 a minute. Try again in a minute.',
      details: null,
      hint: null,
    });
  });

  it('a cooldown: 429, Retry-After until it reopens, the reopening time in details and a hint', async () => {
    const learner = await signUpUser('cooldown-wire');
    const service = serviceClient();
    for (let i = 0; i < 2; i++) expect(ok(await takeQuiz(learner.client, 1, 0, service))).toMatchObject({ passed: false });
    const { data } = await learner.client.auth.getSession();
    const res = await rpc(
      'start_quiz',
      { module_id: 1 },
      { authorization: `Bearer ${data.session!.access_token}`, 'x-forwarded-for': randomIp() },
    );
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    const body = (await res.json()) as { code: string; message: string; details: string; hint: string };
    expect(body).toEqual({
      code: 'quiz_cooling_down',
      message: expect.stringMatching(/^You failed this quiz twice in a row\. Review the lesson: the quiz reopens at \d\d:\d\d UTC\.$/),
      details: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      hint: 'details is the time the quiz reopens (UTC).',
    });
    expect(Math.abs(Date.parse(body.details) - Date.now() - wait * 1000)).toBeLessThan(5_000);
  });
});
