import { existsSync } from 'node:fs';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createdPhotoOf, expectServedImage, STORED_PHOTO } from '../../../test/event-photos';
import { createCategoryRow, type FormFields, simpleEventForm } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { multipartBody, pngPhoto, type TestFile } from '../../../test/multipart';
import { startTestS3Server, type TestS3Server } from '../../../test/s3-server';

// Event photos with S3_BUCKET set (decision 0026): the app against a real S3-compatible server (s3rver).

let s3: TestS3Server;
let ctx: TestApp;
let music: string;
let organizer: TestUser;

beforeAll(async () => {
  s3 = await startTestS3Server();
  ctx = await buildTestApp(s3.env);
  music = (await createCategoryRow(ctx, 'Music')).id;
  organizer = await createUser(ctx, { role: 'organizer' });
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

const form = (overrides: FormFields = {}) => simpleEventForm(music, overrides);

async function send(method: 'POST' | 'PATCH', url: string, fields: FormFields, photo?: TestFile) {
  const body = await multipartBody(fields, ...(photo ? [photo] : []));
  return injectAs(ctx, organizer, { method, url, ...body });
}

/** The bucket key behind a stored public path. */
const keyOf = (publicPath: string) => publicPath.replace(/^\/uploads\//, '');

async function eventObjectCount(): Promise<number> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'events/' }));
  return listed.KeyCount ?? 0;
}

describe('event photos in an S3 bucket', () => {
  test('a photo goes to the bucket and /uploads answers it: 200 image/webp, immutable, the same bytes', async () => {
    const { photo, photoThumb } = createdPhotoOf(
      await send('POST', '/api/events', form(), await pngPhoto('#336699')),
    );

    for (const url of [photo, photoThumb]) {
      const served = await ctx.app.inject({ method: 'GET', url });
      const object = await s3.getObject(keyOf(url));

      expectServedImage(served);
      expect(object?.contentType).toBe('image/webp');
      expect(served.rawPayload.equals(object!.bytes)).toBe(true);
      expect(served.headers['content-length']).toBe(String(object!.bytes.length));
      expect(served.headers.etag).toMatch(/^"[^"]+"$/);
      const head = await ctx.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/webp');
      expect(head.headers['content-length']).toBe(String(object!.bytes.length));
      expect(head.rawPayload.length).toBe(0);
    }
    // Nothing was written to the folder the disk storage would have used.
    expect(existsSync(ctx.config.uploadsDir)).toBe(false);
  });

  test("a request with the object's ETag in If-None-Match is answered 304 without the body", async () => {
    const { photo } = (await send('POST', '/api/events', form(), await pngPhoto('#aa6600'))).json().event;
    const first = await ctx.app.inject({ method: 'GET', url: photo });

    const again = await ctx.app.inject({
      method: 'GET',
      url: photo,
      headers: { 'if-none-match': first.headers.etag as string },
    });

    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.rawPayload.length).toBe(0);
  });

  test('replacing the photo deletes the old objects; removePhoto deletes the new ones', async () => {
    const created = (await send('POST', '/api/events', form(), await pngPhoto('#112233'))).json().event;
    expect(await s3.getObject(keyOf(created.photo))).not.toBeNull();

    const replaced = await send('PATCH', `/api/events/${created._id}`, form(), await pngPhoto('#00aa00'));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const afterReplace = replaced.json().event;

    expect(afterReplace.photo).toMatch(STORED_PHOTO);
    expect(afterReplace.photo).not.toBe(created.photo);
    expect(await s3.getObject(keyOf(created.photo))).toBeNull();
    expect(await s3.getObject(keyOf(created.photoThumb))).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: created.photo })).statusCode).toBe(404);
    expect(await s3.getObject(keyOf(afterReplace.photo))).not.toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: afterReplace.photoThumb })).statusCode).toBe(200);

    const removed = await send('PATCH', `/api/events/${created._id}`, form({ removePhoto: 'true' }));
    expect(removed.json().event).toMatchObject({ photo: null, photoThumb: null });
    expect(await s3.getObject(keyOf(afterReplace.photo))).toBeNull();
    expect(await s3.getObject(keyOf(afterReplace.photoThumb))).toBeNull();
  });

  test('an event that is not created leaves no object in the bucket', async () => {
    const before = await eventObjectCount();

    const refused = await send(
      'POST',
      '/api/events',
      form({ categoryId: '00000000-0000-4000-8000-000000000000' }),
      await pngPhoto('#ffffff'),
    );

    expect(refused.json()).toMatchObject({ statusCode: 400, field: 'categoryId' });
    expect(await eventObjectCount()).toBe(before);
  });

  test('a key outside events/, another shape, a missing object or a traversal attempt answers 404', async () => {
    for (const key of ['secret.txt', 'events/notes.txt']) {
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'private' }));
    }
    for (const url of [
      '/uploads/secret.txt',
      '/uploads/events/notes.txt',
      '/uploads/events/00000000-0000-4000-8000-000000000000-large.webp',
      '/uploads/events/../secret.txt',
      '/uploads/events/..%2fsecret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/events/%2e%2e%2fsecret.txt',
      '/uploads/',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('private');
      expect(response.json(), url).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });
});
