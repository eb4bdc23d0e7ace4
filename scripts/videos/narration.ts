// The voice of the lesson videos: each caption spoken by an offline text-to-speech engine, as 16-bit
// PCM WAV files that render-video.ts lays end to end under the slides. The engine is Flite's `slt`
// voice (Debian's `flite`; .ci/run installs it): a statistical voice built from a recorded US English
// speaker, far less robotic than eSpeak NG's formant synthesis, and about a third of the CPU of the
// same speaker in Festival's HTS voice (festvox-us-slt-hts) — which LESSON_VIDEOS_VOICE=festival
// picks instead. LESSON_VIDEOS_VOICE=off, or no engine on the PATH: captioned videos without a voice.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

export interface Voice {
  /** Names the engine and voice; part of the render cache's key. */
  id: string;
  /** Speaks `text` into a WAV file. */
  say(text: string, wav: string, work: string): Promise<void>;
}

const onPath = (bin: string) => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, bin)));

function run(bin: string, args: string[]): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-2000)));
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0
        ? ok()
        : fail(
            new Error(`${bin} ${code === null ? `was stopped by ${signal}` : `exited with ${code}`}${err.trim() ? `: ${err.trim()}` : ''}`),
          ),
    );
  });
}

/** A caption as the engines read it best ("$50" said as 50 dollars, "2%" as 2 percent, dashes as pauses). */
export function speakable(text: string): string {
  return text
    .replace(/…/g, '.')
    .replace(/\s*[—–]\s*/g, ', ')
    .replace(/\$(\d+(?:,\d{3})*(?:\.\d+)?)/g, '$1 dollars')
    .replace(/(\d)%/g, '$1 percent')
    .replace(/&/g, ' and ')
    .replace(/[“”"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const VOICES: Record<string, { bin: string; voice: Voice }> = {
  flite: {
    bin: 'flite',
    voice: {
      id: 'flite-slt-1',
      async say(text, wav, work) {
        const file = join(work, 'say.txt');
        await writeFile(file, speakable(text));
        await run('flite', ['-voice', 'slt', '-f', file, '-o', wav]);
      },
    },
  },
  festival: {
    bin: 'text2wave',
    voice: {
      id: 'festival-slt-hts-1',
      async say(text, wav, work) {
        const file = join(work, 'say.txt');
        await writeFile(file, speakable(text));
        await run('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', file, '-o', wav]);
      },
    },
  },
};

/** The voice to narrate with (LESSON_VIDEOS_VOICE: flite, the default, festival or off), or why there is none. */
export function findVoice(): { voice: Voice } | { voice: null; why: string } {
  const wanted = (process.env.LESSON_VIDEOS_VOICE || 'flite').toLowerCase();
  if (wanted === 'off') return { voice: null, why: 'LESSON_VIDEOS_VOICE=off' };
  const engine = VOICES[wanted];
  if (!engine) return { voice: null, why: `LESSON_VIDEOS_VOICE=${wanted} is not one of ${Object.keys(VOICES).join(', ')}, off` };
  if (!onPath(engine.bin))
    return {
      voice: null,
      why: `no ${engine.bin} on the PATH (apt-get install ${wanted === 'flite' ? 'flite' : 'festival festvox-us-slt-hts'})`,
    };
  return { voice: engine.voice };
}

export interface Pcm {
  sampleRate: number;
  /** Mono 16-bit samples. */
  data: Buffer;
}

/** The samples of a mono 16-bit PCM WAV file (what flite and text2wave write). */
export function readWav(bytes: Buffer): Pcm {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let at = 12;
  let sampleRate = 0;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      const format = bytes.readUInt16LE(at + 8);
      const channels = bytes.readUInt16LE(at + 10);
      const bits = bytes.readUInt16LE(at + 22);
      if (format !== 1 || channels !== 1 || bits !== 16)
        throw new Error(`a WAV of format ${format}, ${channels} channels, ${bits} bits: mono 16-bit PCM expected`);
      sampleRate = bytes.readUInt32LE(at + 12);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('a WAV without its format');
      // Some engines write 0 or too large a size for a streamed file: the data runs to the end.
      const end = size && at + 8 + size <= bytes.length ? at + 8 + size : bytes.length;
      return { sampleRate, data: bytes.subarray(at + 8, end - ((end - at - 8) % 2)) };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('a WAV without data');
}

export const pcmSeconds = (pcm: Pcm) => pcm.data.length / 2 / pcm.sampleRate;

/** One mono 16-bit WAV of `seconds`, each clip starting at its time and silence elsewhere. */
export function layWav(clips: { start: number; pcm: Pcm }[], seconds: number, sampleRate: number): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples * 2, 40);
  for (const clip of clips) {
    if (clip.pcm.sampleRate !== sampleRate) throw new Error(`a clip at ${clip.pcm.sampleRate} Hz in a ${sampleRate} Hz narration`);
    const from = 44 + Math.round(clip.start * sampleRate) * 2;
    clip.pcm.data.copy(out, from, 0, Math.max(0, Math.min(clip.pcm.data.length, out.length - from)));
  }
  return out;
}
