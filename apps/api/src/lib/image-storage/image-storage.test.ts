import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../../test/s3-server';
import { createDiskImageStorage } from './disk';
import { type ImageStorage, STORED_IMAGE_CACHE_CONTROL, type StoredImageRead } from './image-storage';
import { createS3ImageStorage } from './s3';

// The same contract for both storages (decision 0026); the S3 side talks to a real S3-compatible server.

let s3: TestS3Server;
const folders: string[] = [];
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function newFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'ticketmela-image-storage-'));
  folders.push(folder);
  return folder;
}

const s3Settings = (overrides: { prefix?: string; accessKeyId?: string } = {}) => ({
  bucket: s3.bucket,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: overrides.accessKeyId ?? 'S3RVER', secretAccessKey: 'S3RVER' },
  prefix: overrides.prefix ?? '',
});

const newKey = (size: 'large' | 'thumb' = 'large') => `events/${randomUUID()}-${size}.webp`;

async function webp(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .webp()
    .toBuffer();
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function found(read: Promise<StoredImageRead>) {
  const result = await read;
  if (result.status !== 'found') throw new Error(`expected the object, got ${result.status}`);
  return { ...result.object, bytes: await bytesOf(result.object.body) };
}

const storages: [string, () => Promise<ImageStorage>][] = [
  ['disk', async () => createDiskImageStorage(newFolder())],
  ['s3', () => createS3ImageStorage(s3Settings())],
];

describe.each(storages)('the %s image storage', (_kind, open) => {
  let storage: ImageStorage;
  beforeAll(async () => {
    storage = await open();
  });
  afterAll(async () => {
    await storage?.close();
  });

  test('an object put under a key reads back with the same bytes, its length and type image/webp', async () => {
    const key = newKey();
    const bytes = await webp('#336699');

    await storage.put(key, bytes);
    const read = await found(storage.read(key));

    expect(read.bytes.equals(bytes)).toBe(true);
    expect(read.contentType).toBe('image/webp');
    expect(read.contentLength).toBe(bytes.length);
  });

  test('a deleted object reads as missing, and deleting it again is no error', async () => {
    const key = newKey('thumb');
    await storage.put(key, await webp('#aa0000'));

    await storage.delete(key);

    expect(await storage.read(key)).toEqual({ status: 'missing' });
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  test('a storage that takes writes says it is writable (readiness, decision 0030)', async () => {
    expect(await storage.isWritable()).toBe(true);
  });

  test('a key never written reads as missing', async () => {
    expect(await storage.read(newKey())).toEqual({ status: 'missing' });
  });

  test('only keys of the shape the image pipeline writes are written, read or deleted', async () => {
    const bytes = await webp('#00aa00');
    for (const key of [
      'secret.txt',
      `../events/${randomUUID()}-large.webp`,
      `events/../${randomUUID()}-large.webp`,
      `other/${randomUUID()}-large.webp`,
      `events/${randomUUID()}-large.png`,
      `events/${randomUUID()}-large.webp/x`,
      'events/not-a-uuid-large.webp',
    ]) {
      await expect(storage.put(key, bytes)).rejects.toThrow(/Not a stored image key/);
      expect(await storage.read(key)).toEqual({ status: 'missing' });
      await expect(storage.delete(key)).resolves.toBeUndefined();
    }
  });
});

describe('the disk image storage', () => {
  test('files live at <folder>/<key>, nothing is read from outside the folder', async () => {
    const folder = newFolder();
    writeFileSync(path.join(folder, 'secret.txt'), 'not for you');
    const storage = createDiskImageStorage(path.join(folder, 'uploads'));
    const key = newKey();

    await storage.put(key, await webp('#777777'));

    expect(existsSync(path.join(folder, 'uploads', key))).toBe(true);
    expect(await storage.read('../secret.txt')).toEqual({ status: 'missing' });
  });

  test('a file is never written over: a second put under the same key fails', async () => {
    const storage = createDiskImageStorage(newFolder());
    const key = newKey();
    await storage.put(key, await webp('#123456'));

    await expect(storage.put(key, await webp('#654321'))).rejects.toThrow(/EEXIST/);
  });
});

describe('the S3 image storage', () => {
  test('objects carry their type and the immutable cache header, under S3_PREFIX when one is set', async () => {
    const storage = await createS3ImageStorage(s3Settings({ prefix: 'ticketmela/' }));
    const key = newKey();
    const bytes = await webp('#999900');

    await storage.put(key, bytes);

    expect(await s3.getObject(key)).toBeNull();
    const stored = await s3.getObject(`ticketmela/${key}`);
    expect(stored?.bytes.equals(bytes)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `ticketmela/${key}` }));
    expect(head.CacheControl).toBe(STORED_IMAGE_CACHE_CONTROL);
    expect((await found(storage.read(key))).bytes.equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(await s3.getObject(`ticketmela/${key}`)).toBeNull();
    await storage.close();
  });

  test("a read passes the object's ETag; If-None-Match with it answers not-modified", async () => {
    const storage = await createS3ImageStorage(s3Settings());
    const key = newKey();
    await storage.put(key, await webp('#0000aa'));

    const { etag } = await found(storage.read(key));

    expect(etag).toMatch(/^"[^"]+"$/);
    expect(await storage.read(key, { ifNoneMatch: etag })).toEqual({ status: 'not-modified', etag });
    expect(await storage.read(key, { ifNoneMatch: `W/${etag}` })).toEqual({ status: 'not-modified', etag });
    expect((await storage.read(key, { ifNoneMatch: '"something-else"' })).status).toBe('found');
    await storage.close();
  });

  test('other objects of the bucket are out of reach, even at a key that looks like an image', async () => {
    const storage = await createS3ImageStorage(s3Settings());
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'secret.txt', Body: 'private' }));

    expect(await storage.read('secret.txt')).toEqual({ status: 'missing' });
    expect(await storage.read('events/../secret.txt')).toEqual({ status: 'missing' });
    await storage.close();
  });

  test('the server refuses requests under an access key it does not know', async () => {
    const storage = await createS3ImageStorage(s3Settings({ accessKeyId: 'SOMEONE-ELSE' }));

    await expect(storage.put(newKey(), await webp('#000000'))).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    expect(await storage.isWritable()).toBe(false);
    await storage.close();
  });
});
