// Password hashing stays bcrypt (so users move to and from hosted Supabase) and runs off the main
// thread: while a storm of hashes is computed, the event loop keeps turning freely. The count of
// event-loop turns differs by orders of magnitude between the two designs, so it is no timing test:
// bcrypt on the main thread gives the loop a turn only between its ~100 ms chunks.
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { comparePassword, hashPassword } from './passwords.ts';

describe('password hashing', () => {
  it('writes bcrypt hashes that bcrypt reads, and compares them', async () => {
    const hash = await hashPassword('Correct-horse-7');
    expect(hash).toMatch(/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/);
    expect(bcrypt.compareSync('Correct-horse-7', hash)).toBe(true);
    expect(await comparePassword('Correct-horse-7', bcrypt.hashSync('Correct-horse-7', 4))).toBe(true);
    expect(await comparePassword('wrong', hash)).toBe(false);
    expect(await comparePassword('x', 'not a hash')).toBe(false);
    expect(await comparePassword('x', null)).toBe(false);
  });

  it('leaves the event loop free while many passwords are hashed', { timeout: 60_000 }, async () => {
    let turns = 0;
    let spinning = true;
    const spin = () => {
      turns++;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    const started = performance.now();
    await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`storm-${i}`)));
    const seconds = (performance.now() - started) / 1000;
    spinning = false;
    // Free: thousands of turns a second. Blocked by bcrypt chunks: about ten.
    expect(turns / seconds).toBeGreaterThan(500);
  });
});
