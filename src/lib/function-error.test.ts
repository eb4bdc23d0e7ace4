import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { functionErrorMessage, readFunctionError, UNREACHABLE } from './function-error.ts';

const answered = (status: number, body: string) =>
  new FunctionsHttpError(new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

describe('readFunctionError', () => {
  it("reads the function's { error } with its status", async () => {
    expect(await readFunctionError(answered(409, JSON.stringify({ error: 'You are subscribed already.' })))).toEqual({
      message: 'You are subscribed already.',
      status: 409,
    });
  });

  it('reads { message } when there is no { error }', async () => {
    expect(await functionErrorMessage(answered(401, JSON.stringify({ message: 'Invalid JWT' })))).toBe('Invalid JWT');
  });

  it('names the status when the body says nothing readable', async () => {
    expect(await readFunctionError(answered(500, 'upstream crashed'))).toEqual({ message: 'The server answered 500', status: 500 });
    expect(await readFunctionError(answered(502, JSON.stringify({ error: { code: 1 } })))).toEqual({
      message: 'The server answered 502',
      status: 502,
    });
  });

  it('is "could not reach" when the function gave no answer', async () => {
    expect(await readFunctionError(new FunctionsFetchError(new TypeError('fetch failed')))).toEqual({ message: UNREACHABLE, status: null });
    expect(await functionErrorMessage(new Error('offline'))).toBe(UNREACHABLE);
  });
});
