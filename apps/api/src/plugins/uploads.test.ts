import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskImageStorage } from '../lib/image-storage/disk';
import { storeImage } from '../lib/images';
import { uploadsPlugin } from './uploads';
import { webAppPlugin } from './web-app';

const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'ticketmela-uploads-'));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function buildServer(uploadsDir: string, distDir?: string) {
  const app = Fastify({ logger: false });
  await app.register(uploadsPlugin, { storage: createDiskImageStorage(uploadsDir) });
  if (distDir) await app.register(webAppPlugin, { distDir });
  await app.ready();
  return app;
}

describe('uploads plugin', () => {
  it('creates a missing folder and serves images stored after start, cached for a year', async () => {
    const uploadsDir = path.join(tempFolder(), 'not-yet', 'uploads');
    const app = await buildServer(uploadsDir);
    expect(existsSync(uploadsDir)).toBe(true);

    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const stored = await storeImage(png, createDiskImageStorage(uploadsDir));
    const response = await app.inject({ method: 'GET', url: stored.photoThumb });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('answers 404 for a missing file and never serves outside the folder', async () => {
    const root = tempFolder();
    const uploadsDir = path.join(root, 'uploads');
    writeFileSync(path.join(root, 'secret.txt'), 'do-not-serve-me');
    const app = await buildServer(uploadsDir);

    const missing = await app.inject({ method: 'GET', url: '/uploads/events/nothing-large.webp' });
    const traversal = await app.inject({ method: 'GET', url: '/uploads/..%2fsecret.txt' });

    expect(missing.statusCode).toBe(404);
    expect(traversal.statusCode).not.toBe(200);
    expect(traversal.body).not.toContain('do-not-serve-me');
    await app.close();
  });

  it('works beside the web app, which registers the other static instance', async () => {
    const root = tempFolder();
    const distDir = path.join(root, 'dist');
    mkdirSync(distDir);
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>TicketMela</title>');
    const app = await buildServer(path.join(root, 'uploads'), distDir);

    const page = await app.inject({ method: 'GET', url: '/events' });
    const missingUpload = await app.inject({ method: 'GET', url: '/uploads/events/none-large.webp' });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TicketMela');
    expect(missingUpload.statusCode).toBe(404);
    await app.close();
  });
});
