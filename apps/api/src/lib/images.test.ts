import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskImageStorage } from './image-storage/disk';
import type { DiskImageStorage } from './image-storage/image-storage';
import {
  deleteStoredImage,
  deleteStoredImages,
  ImageRejectedError,
  MAX_IMAGE_BYTES,
  storeImage,
} from './images';

let uploadsDir: string;
let storage: DiskImageStorage;

beforeEach(() => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-images-'));
  storage = createDiskImageStorage(uploadsDir);
});

afterEach(() => {
  rmSync(uploadsDir, { recursive: true, force: true });
});

function fileOf(publicPath: string): string {
  return path.join(uploadsDir, publicPath.replace(/^\/uploads\//, ''));
}

function solidImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
}

async function rejectionOf(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe('storeImage', () => {
  it('stores a PNG as a large WebP (at most 1600 wide) and a 640x360 WebP thumbnail', async () => {
    const png = await solidImage(2400, 1200).png().toBuffer();

    const stored = await storeImage(png, storage);

    expect(stored.photo).toMatch(/^\/uploads\/events\/[0-9a-f-]{36}-large\.webp$/);
    expect(stored.photoThumb).toMatch(/^\/uploads\/events\/[0-9a-f-]{36}-thumb\.webp$/);
    const large = await sharp(readFileSync(fileOf(stored.photo))).metadata();
    const thumb = await sharp(readFileSync(fileOf(stored.photoThumb))).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1600, 800]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 640, 360]);
  });

  it('never enlarges a small picture, and accepts JPEG and WebP too', async () => {
    const jpeg = await solidImage(800, 600).jpeg().toBuffer();
    const webp = await solidImage(300, 300).webp().toBuffer();

    const fromJpeg = await storeImage(jpeg, storage);
    const fromWebp = await storeImage(webp, storage);

    const largeJpeg = await sharp(fileOf(fromJpeg.photo)).metadata();
    expect([largeJpeg.width, largeJpeg.height]).toEqual([800, 600]);
    const thumbWebp = await sharp(fileOf(fromWebp.photoThumb)).metadata();
    expect([thumbWebp.width, thumbWebp.height]).toEqual([640, 360]);
    expect(readdirSync(path.join(uploadsDir, 'events'))).toHaveLength(4);
  });

  it('drops the metadata of the original (EXIF, camera, location)', async () => {
    const jpeg = await solidImage(400, 300)
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'someone' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const stored = await storeImage(jpeg, storage);

    const large = await sharp(fileOf(stored.photo)).metadata();
    expect(large.exif).toBeUndefined();
    expect(readFileSync(fileOf(stored.photo)).includes('SecretCam')).toBe(false);
  });

  it('refuses a text file that claims to be a PNG', async () => {
    const text = Buffer.from('this is just text pretending to be an image\n'.repeat(20));

    const error = await rejectionOf(storeImage(text, storage));

    expect(error.reason).toBe('not-an-image');
    expect(error.message).toBe('Please select an image file');
    expect(error.statusCode).toBe(415);
    expect(existsSync(path.join(uploadsDir, 'events'))).toBe(false);
  });

  it('refuses a PNG signature followed by garbage', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(500, 7),
    ]);

    const error = await rejectionOf(storeImage(fake, storage));

    expect(error.reason).toBe('not-an-image');
  });

  it('refuses image types other than PNG, JPEG and WebP (SVG, GIF)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    const gif = await solidImage(10, 10).gif().toBuffer();

    expect((await rejectionOf(storeImage(svg, storage))).reason).toBe('not-an-image');
    expect((await rejectionOf(storeImage(gif, storage))).reason).toBe('not-an-image');
  });

  it('refuses a file over 5 MB', async () => {
    const png = await solidImage(20, 20).png().toBuffer();
    const oversized = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);

    const error = await rejectionOf(storeImage(oversized, storage));

    expect(error.reason).toBe('too-large');
    expect(error.message).toBe('Image size should be less than 5MB');
    expect(error.statusCode).toBe(413);
  });
});

describe('deleteStoredImage', () => {
  it('removes both stored files, and tolerates a file already gone', async () => {
    const stored = await storeImage(await solidImage(100, 100).png().toBuffer(), storage);

    expect(await deleteStoredImage(stored.photo, storage)).toBe(true);
    expect(existsSync(fileOf(stored.photo))).toBe(false);
    expect(await deleteStoredImage(stored.photo, storage)).toBe(true);
    await deleteStoredImages(stored, storage);

    expect(existsSync(fileOf(stored.photo))).toBe(false);
    expect(existsSync(fileOf(stored.photoThumb))).toBe(false);
  });

  it('ignores paths that are not stored images, so nothing outside the folder can be deleted', async () => {
    for (const publicPath of [
      null,
      undefined,
      '',
      'https://example.com/x.webp',
      '/uploads/events/../../secret-large.webp',
      '/uploads/events/not-a-uuid-large.webp',
    ]) {
      expect(await deleteStoredImage(publicPath, storage)).toBe(false);
    }
  });
});
