// The fetch the app's own server-side jobs give supabase-js (the lesson video generator, the session
// jobs, the market feed): a 429 is waited out as its Retry-After says and the request sent again, a
// few times, as a well-behaved client does. They all call with the service role from one address, so
// a burst of them (83 video jobs published from a warm render cache) can meet the API's per-client
// request limit; without this the first 429 ended the run.
const ATTEMPTS = 5;
const MAX_WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function retryingFetch(attempts = ATTEMPTS, base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    for (let attempt = 1; ; attempt++) {
      const res = await base(input, init);
      // A body that is a stream cannot be sent twice: its 429 goes back to the caller.
      const replayable = !(init?.body instanceof ReadableStream);
      if (res.status !== 429 || attempt >= attempts || !replayable) return res;
      const seconds = Number(res.headers.get('retry-after'));
      await res.body?.cancel();
      await sleep(Math.min(MAX_WAIT_MS, Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000 * attempt));
    }
  };
}
