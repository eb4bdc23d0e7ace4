// The narration's plumbing (narration.ts): WAV clips read and laid end to end at their captions'
// times, the text made easier to speak, and — when flite is installed — a real clip spoken.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findVoice, layWav, pcmSeconds, readWav, speakable } from './narration.ts';

const tone = (samples: number, value: number) => ({ sampleRate: 16000, data: Buffer.alloc(samples * 2, 0).fill(Buffer.from([value, 0])) });

describe('narration', () => {
  it('lays clips at their times over silence, as a WAV it reads back', () => {
    const wav = layWav(
      [
        { start: 0, pcm: tone(8000, 1) },
        { start: 1, pcm: tone(4000, 2) },
      ],
      2,
      16000,
    );
    const pcm = readWav(wav);
    expect(pcm.sampleRate).toBe(16000);
    expect(pcmSeconds(pcm)).toBe(2);
    expect(pcm.data.readInt16LE(0)).toBe(1);
    expect(pcm.data.readInt16LE(7999 * 2)).toBe(1);
    expect(pcm.data.readInt16LE(8000 * 2)).toBe(0); // the pause
    expect(pcm.data.readInt16LE(16000 * 2)).toBe(2);
    expect(pcm.data.readInt16LE(20000 * 2)).toBe(0);
    // A clip longer than the narration is cut at its end, never written past it.
    expect(readWav(layWav([{ start: 0.5, pcm: tone(16000, 3) }], 1, 16000)).data.length).toBe(32000);
    expect(() => layWav([{ start: 0, pcm: { sampleRate: 22050, data: Buffer.alloc(2) } }], 1, 16000)).toThrow(/22050 Hz/);
    expect(() => readWav(Buffer.from('not a wav file at all, just text'))).toThrow(/not a WAV/);
  });

  it('says what a slide shows in words an engine reads well', () => {
    expect(speakable('Risk $50 — about 2% of a $2,500 account…')).toBe('Risk 50 dollars, about 2 percent of a 2,500 dollars account.');
    expect(speakable('Buy “low” & sell high')).toBe('Buy low and sell high');
  });

  it('speaks with flite when it is installed, and says why not otherwise', async () => {
    const found = findVoice();
    if (!found.voice) {
      expect(found.why).toMatch(/no flite on the PATH/);
      return;
    }
    const work = await mkdtemp(join(tmpdir(), 'narration-'));
    try {
      await found.voice.say('A stop-loss closes the trade where your idea is proven wrong.', join(work, 'a.wav'), work);
      const seconds = pcmSeconds(readWav(await readFile(join(work, 'a.wav'))));
      expect(seconds).toBeGreaterThan(2);
      expect(seconds).toBeLessThan(8);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
