import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (extra: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...extra });

test('DATABASE_POOL_SIZE: 10 connections unless set, a whole number from 1 to 200', () => {
  expect(load({}).databasePoolSize).toBe(10);
  expect(load({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  for (const wrong of ['0', '201', '2.5', 'many']) {
    expect(() => load({ DATABASE_POOL_SIZE: wrong })).toThrow(
      /Invalid configuration:\n {2}DATABASE_POOL_SIZE/,
    );
  }
});

test('S3_BUCKET off: event images stay in UPLOADS_DIR (DATA_DIR/uploads unless set)', () => {
  expect(load({}).s3).toBeUndefined();
  expect(load({}).uploadsDir).toBe(path.join(dataDir, 'uploads'));
});

test('S3_BUCKET on: us-east-1, AWS S3 with virtual-hosted names, the SDK default credentials, no prefix', () => {
  expect(load({ S3_BUCKET: 'ticketmela-images' }).s3).toEqual({
    bucket: 'ticketmela-images',
    region: 'us-east-1',
    endpoint: undefined,
    forcePathStyle: false,
    credentials: undefined,
    prefix: '',
  });
});

test('S3_ENDPOINT (MinIO, R2, ...) turns path-style on unless S3_FORCE_PATH_STYLE says otherwise', () => {
  const minio = { S3_BUCKET: 'images', S3_ENDPOINT: 'http://127.0.0.1:9000' };
  expect(load(minio).s3).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  expect(load({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  expect(load({ S3_BUCKET: 'images', S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  expect(
    load({
      ...minio,
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'ticketmela/prod',
    }).s3,
  ).toMatchObject({
    region: 'auto',
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    prefix: 'ticketmela/prod/',
  });
});

test('S3 settings that contradict each other or lack the bucket refuse to start, saying why', () => {
  const refusals: [Record<string, string>, RegExp][] = [
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_ENDPOINT needs S3_BUCKET/],
    [{ S3_REGION: 'eu-west-1', S3_PREFIX: 'x' }, /S3_REGION, S3_PREFIX need S3_BUCKET/],
    [
      { S3_BUCKET: 'images', S3_ACCESS_KEY_ID: 'key' },
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/,
    ],
    [{ S3_BUCKET: 'images', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    [{ S3_BUCKET: 'images', UPLOADS_DIR: '/srv/uploads' }, /UPLOADS_DIR and S3_BUCKET are alternatives/],
    [{ S3_BUCKET: 'images', S3_ENDPOINT: 'ftp://files.example.in' }, /S3_ENDPOINT: must be an http/],
    [{ S3_BUCKET: 'images', S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'images', S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE/],
    [{ S3_BUCKET: '' }, /S3_BUCKET/],
  ];
  for (const prefix of ['/abs', 'a/../b', '..', './x', 'a//b', 'a b', 'ümlaut']) {
    refusals.push([{ S3_BUCKET: 'images', S3_PREFIX: prefix }, /S3_PREFIX: must be folder names/]);
  }
  for (const [env, message] of refusals) {
    expect(() => load(env), JSON.stringify(env)).toThrow(/^Invalid configuration/);
    expect(() => load(env), JSON.stringify(env)).toThrow(message);
  }
});
