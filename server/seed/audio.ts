import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { endianness, tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Generated music for the demo: short synthesized loops (pad chords, an arpeggio and a bass
 * line, each note with its own envelope) written as WAV files (PCM, mono, 22050 Hz, 16-bit).
 * Every bar's notes end inside the bar, so a track loops without a click. Each loop is made
 * once and kept: in memory, and in a folder of the OS's temporary folder, so the many
 * processes that seed a demo (a test run starts dozens) synthesize it once between them.
 */

export const SAMPLE_RATE = 22050;

/** A loop to synthesize: chords (MIDI note numbers, root first), one per bar, repeated `bars` times in all. */
export interface LoopSpec {
  bpm: number;
  /** One chord a bar; the progression repeats until `bars` bars are written. */
  chords: number[][];
  bars: number;
  /** Arpeggio steps per beat (2: eighths, 4: sixteenths). */
  arpRate: 2 | 4;
  /** Which chord tone each arpeggio step plays (indexes into the chord plus an octave). */
  arpPattern: number[];
  /** Overall brightness of the pad: how much of its second harmonic is mixed in (0 to 1). */
  brightness: number;
}

const cache = new Map<string, Buffer>();
/** Bump when the synthesis changes, so loops kept on disk are made again. */
const SYNTH_VERSION = 1;
const DISK_CACHE = join(tmpdir(), "esports-demo-audio");

/** The loop as a WAV file, synthesized on first use and kept. */
export function loopWav(spec: LoopSpec): Buffer {
  const key = createHash("sha256")
    .update(`${SYNTH_VERSION}:${JSON.stringify(spec)}`)
    .digest("hex")
    .slice(0, 24);
  let wav = cache.get(key) ?? fromDisk(key, spec);
  if (!wav) {
    wav = encodeWav(synthesize(spec));
    toDisk(key, wav);
  }
  cache.set(key, wav);
  return wav;
}

/** The number of samples a loop has. */
function loopLength(spec: LoopSpec): number {
  return Math.round((SAMPLE_RATE * 60) / spec.bpm) * 4 * spec.bars;
}

/** A kept loop, if one is there whole (a WAV header and every sample); else undefined. */
function fromDisk(key: string, spec: LoopSpec): Buffer | undefined {
  try {
    const wav = readFileSync(join(DISK_CACHE, `${key}.wav`));
    const whole =
      wav.length === 44 + 2 * loopLength(spec) && wav.toString("ascii", 0, 4) === "RIFF" && wav.toString("ascii", 8, 12) === "WAVE";
    return whole ? wav : undefined;
  } catch {
    return undefined;
  }
}

/** Keep a loop on disk, written whole or not at all (renamed into place); a folder we cannot write only costs time. */
function toDisk(key: string, wav: Buffer) {
  try {
    mkdirSync(DISK_CACHE, { recursive: true });
    const temporary = join(DISK_CACHE, `${key}.${process.pid}.tmp`);
    writeFileSync(temporary, wav);
    renameSync(temporary, join(DISK_CACHE, `${key}.wav`));
  } catch {
    // Read-only or full: the next process synthesizes again.
  }
}

const freq = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** The samples of a loop, from -1 to 1. */
export function synthesize(spec: LoopSpec): Float32Array {
  const beat = Math.round((SAMPLE_RATE * 60) / spec.bpm);
  const bar = beat * 4;
  const out = new Float32Array(loopLength(spec));
  const TAU = 2 * Math.PI;

  // A note: a sine (plus a little second harmonic) shaped by an attack/decay envelope. The sines
  // run by recurrence and the decay by a factor per sample; each distinct note is drawn once and
  // mixed in wherever it plays (chords and arpeggios repeat).
  const drawn = new Map<string, Float32Array>();
  const draw = (length: number, hz: number, gain: number, attack: number, decay: number, harmonic: number) => {
    const samples = new Float32Array(length);
    const w = (TAU * hz) / SAMPLE_RATE;
    const k1 = 2 * Math.cos(w);
    const k2 = 2 * Math.cos(2 * w);
    let a1 = -Math.sin(w); // sin(w·n) at n = -1, -2
    let a2 = -Math.sin(2 * w);
    let b1 = -Math.sin(2 * w); // sin(2w·n) at n = -1, -2
    let b2 = -Math.sin(4 * w);
    const attackN = Math.max(1, Math.round(attack * SAMPLE_RATE));
    const fall = Math.exp(-1 / (decay * SAMPLE_RATE));
    const release = Math.min(length, Math.round(0.08 * SAMPLE_RATE));
    let env = 1;
    for (let i = 0; i < length; i++) {
      const a = k1 * a1 - a2;
      a2 = a1;
      a1 = a;
      const b = k2 * b1 - b2;
      b2 = b1;
      b1 = b;
      if (i > attackN) env *= fall;
      const shape = i < attackN ? i / attackN : env;
      const tail = i > length - release ? (length - i) / release : 1;
      samples[i] = gain * shape * tail * (a + harmonic * b);
    }
    return samples;
  };
  const note = (start: number, length: number, hz: number, gain: number, attack: number, decay: number, harmonic: number) => {
    const key = `${length}:${hz}:${gain}:${attack}:${decay}:${harmonic}`;
    let samples = drawn.get(key);
    if (!samples) drawn.set(key, (samples = draw(length, hz, gain, attack, decay, harmonic)));
    for (let i = 0; i < length; i++) out[start + i] += samples[i];
  };

  for (let b = 0; b < spec.bars; b++) {
    const chord = spec.chords[b % spec.chords.length];
    const start = b * bar;
    // Pad: the chord's tones an octave below middle, swelling in and out across the bar.
    for (const tone of chord) note(start, bar, freq(tone), 0.11, 0.6, 2.2, spec.brightness * 0.3);
    // Bass: the root two octaves down on beats 1 and 3.
    for (const k of [0, 2]) note(start + k * beat, beat * 2, freq(chord[0] - 24), 0.22, 0.01, 0.5, 0.15);
    // Arpeggio: plucked chord tones an octave up.
    const steps = 4 * spec.arpRate;
    const stepLength = Math.floor(bar / steps);
    const tones = [...chord, ...chord.map((t) => t + 12)];
    for (let s = 0; s < steps; s++) {
      const tone = tones[spec.arpPattern[s % spec.arpPattern.length] % tones.length] + 12;
      note(start + s * stepLength, stepLength, freq(tone), 0.09, 0.005, 0.18, 0.25);
    }
  }

  // Normalise to a comfortable peak.
  let peak = 0;
  for (const v of out) peak = Math.max(peak, Math.abs(v));
  const scale = peak > 0 ? 0.8 / peak : 0;
  for (let i = 0; i < out.length; i++) out[i] *= scale;
  return out;
}

/** 16-bit PCM mono WAV bytes of these samples. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const data = samples.length * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + data, 4);
  wav.write("WAVE", 8, "ascii");
  wav.write("fmt ", 12, "ascii");
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(data, 40);
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i])) * 32767);
  if (endianness() === "LE") Buffer.from(pcm.buffer).copy(wav, 44);
  else for (let i = 0; i < pcm.length; i++) wav.writeInt16LE(pcm[i], 44 + i * 2);
  return wav;
}

// C major: C G Am F; A minor: Am F C G; MIDI notes around middle C (60).
const C = [48, 52, 55, 59];
const G = [43, 47, 50, 55];
const Am = [45, 48, 52, 55];
const F = [41, 45, 48, 52];
const Dm = [50, 53, 57, 60];

/** The demo's break music: two loops of about 21 and 26 seconds. */
export const DEMO_TRACKS: { name: string; artist: string; spec: LoopSpec }[] = [
  {
    name: "Aurora Drift",
    artist: "Community Cup Sound Lab",
    spec: { bpm: 90, chords: [C, G, Am, F], bars: 8, arpRate: 2, arpPattern: [0, 1, 2, 3, 4, 3, 2, 1], brightness: 0.5 },
  },
  {
    name: "Night Circuit",
    artist: "Community Cup Sound Lab",
    spec: { bpm: 110, chords: [Am, F, C, G, Am, F, Dm, G], bars: 12, arpRate: 4, arpPattern: [0, 2, 4, 2, 1, 3, 5, 3], brightness: 0.9 },
  },
];

/** The ad reads' jingles: a few seconds each. */
export const DEMO_JINGLES: LoopSpec[] = [
  { bpm: 120, chords: [C, F, G, C], bars: 4, arpRate: 4, arpPattern: [0, 1, 2, 4, 2, 1], brightness: 0.7 },
  { bpm: 100, chords: [Am, Dm, G, C], bars: 4, arpRate: 2, arpPattern: [4, 2, 1, 0], brightness: 0.4 },
];
