import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type LaunchOptions,
  test,
} from '@playwright/test';
import QRCode from 'qrcode';

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

/**
 * A video file for Chromium's fake camera showing `text` as a QR code: the code is drawn to a 640x640 PNG (the
 * same `qrcode` library the web app draws tickets with), then Debian's ffmpeg turns it into a 2-second y4m that
 * Chromium loops (`apt-get install ffmpeg`).
 */
export function qrCodeVideo(text: string): Promise<string> {
  return qrCodesVideo([text], 2);
}

/**
 * A fake-camera video showing each text's QR code in turn for `secondsEach` seconds (guests holding up their tickets
 * one after another); Chromium loops it.
 */
export async function qrCodesVideo(texts: string[], secondsEach: number): Promise<string> {
  if (!existsSync(FFMPEG)) {
    throw new Error(
      `The fake camera needs ffmpeg at ${FFMPEG}: apt-get install -y ffmpeg (or set FFMPEG_PATH)`,
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'ticketmela-camera-'));
  const y4m = path.join(dir, 'qr.y4m');
  const inputs: string[] = [];
  for (const [index, text] of texts.entries()) {
    const png = path.join(dir, `qr-${index}.png`);
    await QRCode.toFile(png, text, { width: 640, margin: 4, errorCorrectionLevel: 'M' });
    inputs.push('-loop', '1', '-framerate', '10', '-t', String(secondsEach), '-i', png);
  }
  const scaled = texts.map((_, index) => `[${index}:v]scale=640:640,format=yuv420p[v${index}]`).join(';');
  const joined = `${texts.map((_, index) => `[v${index}]`).join('')}concat=n=${texts.length}:v=1:a=0[out]`;
  await run(FFMPEG, [
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    `${scaled};${joined}`,
    '-map',
    '[out]',
    '-f',
    'yuv4mpegpipe',
    y4m,
  ]);
  return y4m;
}

/**
 * A separate Chromium (the config's executable and flags) with a fake camera that plays `video`. `allowCamera`:
 * the permission prompt is accepted; otherwise it is refused, as when a person taps "Block".
 */
export async function launchWithFakeCamera(video: string, allowCamera: boolean): Promise<Browser> {
  const configured = (test.info().project.use.launchOptions ?? {}) as LaunchOptions;
  return chromium.launch({
    ...configured,
    args: [
      ...(configured.args ?? []),
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
      allowCamera ? '--use-fake-ui-for-media-stream' : '--deny-permission-prompts',
    ],
  });
}

/** The context options of the running project (desktop or phone), for a browser the test launched itself. */
export function projectContextOptions(): BrowserContextOptions {
  const use = test.info().project.use;
  return {
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  };
}
