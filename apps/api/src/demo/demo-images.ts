import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageStorage } from '../lib/image-storage/image-storage';
import { type StoredImage, storeImage } from '../lib/images';
import { drawMotif, round } from './demo-image-motifs';

/**
 * Demo event pictures, drawn locally as SVG and rasterised by sharp: no network, no stock photos.
 * Each is a 1600x900 gradient in the colours of its category with a simple motif of that category.
 * They carry no title or caption: every card and page prints the event's title, category and city
 * next to its picture already. The same event index always gives the same picture. They go through
 * storeImage like any upload, so demo events look exactly like real ones.
 */

export const DEMO_IMAGE_WIDTH = 1600;
export const DEMO_IMAGE_HEIGHT = 900;

export interface DemoImageSpec {
  /** Category name, e.g. 'Music'; unknown names get a neutral palette. */
  category: string;
  /** Position of the event in the demo list; picks the variations. */
  index: number;
}

interface Palette {
  /** Gradient from dark (bottom left) to bright (top right); the first is also the motifs' ink. */
  stops: [string, string, string];
  accent: string;
}

const palette = (stops: Palette['stops'], accent: string): Palette => ({ stops, accent });

/** Three variants per category, so that two events of one category do not look the same. */
const PALETTES: Record<string, Palette[]> = {
  music: [
    palette(['#1a0b3d', '#6a1fd1', '#f0448f'], '#ffd36e'),
    palette(['#061a40', '#0d5c8c', '#18c6b4'], '#ffe27a'),
    palette(['#2b0a2e', '#a3245d', '#ff8a3d'], '#fff0a6'),
  ],
  festival: [
    palette(['#b3123f', '#f0622f', '#ffb627'], '#fff1a8'),
    palette(['#6a0d5e', '#d6246e', '#ff9f43'], '#ffe9a8'),
    palette(['#7a1f00', '#e0531b', '#ffcb2f'], '#fff7c2'),
  ],
  conference: [
    palette(['#0b1f3a', '#1d4e89', '#15a3c7'], '#8ff0ff'),
    palette(['#131a3d', '#3b3f9e', '#7f6cf0'], '#c7f9ff'),
    palette(['#06262b', '#0f6470', '#2fbfa5'], '#c9fff2'),
  ],
  comedy: [
    palette(['#5b1a8c', '#e2425c', '#ffa63d'], '#fff3b0'),
    palette(['#0f3057', '#d7385e', '#ffb03b'], '#fff2b3'),
    palette(['#33135c', '#8e2de2', '#ff6fb5'], '#fff4b8'),
  ],
  sports: [
    palette(['#063b2f', '#0f7a55', '#5fd08a'], '#e8ffb0'),
    palette(['#0b2545', '#13609b', '#2ec4b6'], '#ffe66d'),
    palette(['#3b0d0d', '#b5281c', '#ff8c42'], '#fff1b8'),
  ],
  workshop: [
    palette(['#22305e', '#3f5fb8', '#f28b66'], '#ffe0c2'),
    palette(['#1f3b2d', '#2f7d5b', '#e9b44c'], '#fff2cc'),
    palette(['#3a1c4a', '#7a4fa3', '#f2a365'], '#ffe6cc'),
  ],
  theatre: [
    palette(['#2a0410', '#7d0f2a', '#c8304b'], '#ffcf70'),
    palette(['#1e0512', '#5e0b2b', '#b0264f'], '#ffd98a'),
    palette(['#2b0707', '#861111', '#d9482b'], '#ffd27a'),
  ],
  'food & drink': [
    palette(['#6b1d0c', '#d2561e', '#f6b23c'], '#fff0c9'),
    palette(['#3d1f0f', '#9a3c1a', '#e8a33d'], '#ffeccc'),
    palette(['#4a1030', '#c2374f', '#f4a259'], '#ffe8c7'),
  ],
};
const DEFAULT_PALETTES: Palette[] = [palette(['#1f2a44', '#3a4f8a', '#6c8fd6'], '#e6eeff')];

/** mulberry32: a tiny seeded generator, so every picture is reproducible. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Whether text can be drawn: sharp's own libvips ships no fonts, so on a Linux box without any
 * installed fonts the comedy motif's 'HA HA' would come out as boxes; it is then drawn without letters.
 */
function systemHasFonts(): boolean {
  if (process.platform !== 'linux') return true;
  const folders = [
    '/usr/share/fonts',
    '/usr/local/share/fonts',
    path.join(homedir(), '.fonts'),
    path.join(homedir(), '.local/share/fonts'),
  ];
  return folders.some((folder) => {
    try {
      return existsSync(folder) && readdirSync(folder).length > 0;
    } catch {
      return false;
    }
  });
}

let fontsAvailable: boolean | undefined;
function canDrawText(): boolean {
  if (fontsAvailable === undefined) fontsAvailable = systemHasFonts();
  return fontsAvailable;
}

/** The SVG of one demo picture (exported for tests and previews). */
export function renderDemoEventSvg(spec: DemoImageSpec, options: { withText?: boolean } = {}): string {
  const key = spec.category.trim().toLowerCase();
  const variants = PALETTES[key] ?? DEFAULT_PALETTES;
  const colors = variants[Math.abs(spec.index) % variants.length]!;
  const random = seededRandom(0x9e3779b9 ^ Math.imul(spec.index + 1, 2654435761));
  const withText = options.withText ?? canDrawText();
  const motif = drawMotif(key, {
    random,
    accent: colors.accent,
    ink: colors.stops[0],
    withText,
  });

  // The gradient direction and the glow move a little from one event to the next.
  const tilt = round(random() * 30 - 15);
  const glowX = round(20 + random() * 40);
  const glowY = round(15 + random() * 30);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 ${DEMO_IMAGE_WIDTH} ${DEMO_IMAGE_HEIGHT}">
<defs>
  <linearGradient id="bg" x1="0" y1="1" x2="1" y2="0" gradientTransform="rotate(${tilt} 0.5 0.5)">
    <stop offset="0" stop-color="${colors.stops[0]}"/>
    <stop offset="0.55" stop-color="${colors.stops[1]}"/>
    <stop offset="1" stop-color="${colors.stops[2]}"/>
  </linearGradient>
  <radialGradient id="glow" cx="${glowX}%" cy="${glowY}%" r="60%">
    <stop offset="0" stop-color="#fff" stop-opacity="0.22"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="spot" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0.04"/>
  </linearGradient>
  <linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.35" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.55"/>
  </linearGradient>
</defs>
<rect width="1600" height="900" fill="url(#bg)"/>
<rect width="1600" height="900" fill="url(#glow)"/>
${motif}
<rect width="1600" height="900" fill="url(#scrim)"/>
</svg>`;
}

/** Rasterises one demo picture to a 1600x900 PNG. */
export async function renderDemoEventImage(spec: DemoImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(renderDemoEventSvg(spec)), { density: 72 })
    .resize(DEMO_IMAGE_WIDTH, DEMO_IMAGE_HEIGHT)
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Draws a demo picture and stores it through the normal image pipeline. */
export async function createDemoEventImage(spec: DemoImageSpec, storage: ImageStorage): Promise<StoredImage> {
  return storeImage(await renderDemoEventImage(spec), storage);
}
