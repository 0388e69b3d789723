import { constants } from 'node:fs';
import { access, mkdir, open, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStoredImageKey,
  type DiskImageStorage,
  isStoredImageKey,
  STORED_IMAGE_CONTENT_TYPE,
  type StoredImageRead,
} from './image-storage';

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Stored images as files under one folder (UPLOADS_DIR, by default DATA_DIR/uploads): the product's default. A key
 * is a path relative to the folder; a file is written once ('wx': never over another) and served by the uploads
 * plugin through @fastify/static. `read` is the same content for the storage contract; it keeps no entity tag.
 */
export function createDiskImageStorage(directory: string): DiskImageStorage {
  const fileOf = (key: string) => path.join(directory, key);
  return {
    kind: 'disk',
    directory,
    async put(key, bytes) {
      assertStoredImageKey(key);
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), bytes, { flag: 'wx' });
    },
    async delete(key) {
      if (!isStoredImageKey(key)) return;
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!isMissingFile(error)) throw error;
      }
    },
    async read(key): Promise<StoredImageRead> {
      if (!isStoredImageKey(key)) return { status: 'missing' };
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if (isMissingFile(error)) return { status: 'missing' };
        throw error;
      }
      try {
        const stats = await handle.stat();
        return {
          status: 'found',
          object: {
            // Closes the file when the stream ends or is destroyed.
            body: handle.createReadStream(),
            contentType: STORED_IMAGE_CONTENT_TYPE,
            contentLength: stats.size,
            etag: undefined,
            lastModified: stats.mtime,
          },
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async isWritable() {
      try {
        await mkdir(directory, { recursive: true });
        await access(directory, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    async close() {},
  };
}
