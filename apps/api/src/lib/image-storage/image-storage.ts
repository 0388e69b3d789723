import type { Readable } from 'node:stream';

/**
 * Where stored event images live (decision 0026): files under a folder (disk.ts, the default) or objects in an
 * S3-compatible bucket (s3.ts). Both are addressed by the same key, `events/<uuid>-large.webp`, which is also the
 * public path without its `/uploads/` prefix, so the rows never say which storage holds their pictures.
 */

/** Every stored object is a WebP: the image pipeline (lib/images.ts) writes nothing else. */
export const STORED_IMAGE_CONTENT_TYPE = 'image/webp';
/** Stored objects get fresh random names and never change: cached for a year, as immutable. */
export const STORED_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const STORED_IMAGE_KEY =
  /^events\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(?:large|thumb)\.webp$/;

/**
 * True for a key of the shape the pipeline writes. Storages write, read and delete only such keys, so nothing a
 * request or a row names can reach another file of the folder or another object of the bucket.
 */
export function isStoredImageKey(key: string): boolean {
  return STORED_IMAGE_KEY.test(key);
}

export function assertStoredImageKey(key: string): void {
  if (!isStoredImageKey(key)) throw new Error(`Not a stored image key: ${JSON.stringify(key)}`);
}

export interface StoredImageObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  /** The object's entity tag where the storage keeps one (S3); undefined on disk. */
  etag: string | undefined;
  lastModified: Date | undefined;
}

export type StoredImageRead =
  | { status: 'found'; object: StoredImageObject }
  /** The caller's If-None-Match matched: nothing to send again. */
  | { status: 'not-modified'; etag: string }
  | { status: 'missing' };

interface ImageStorageMethods {
  /** Writes a new object (a WebP image) under a stored-image key; the key must not be in use. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Deletes an object; one already gone, or a key of another shape, is not an error (nothing happens). */
  delete(key: string): Promise<void>;
  /** Reads an object for serving; `missing` for an absent object or a key of another shape. */
  read(key: string, conditions?: { ifNoneMatch?: string }): Promise<StoredImageRead>;
  /**
   * True when new images can be written now: the folder exists (or can be made) and is writable, or the bucket
   * answers. For readiness and metrics (decision 0030); never throws.
   */
  isWritable(): Promise<boolean>;
  /** Releases what the storage holds open (the S3 client's sockets). */
  close(): Promise<void>;
}

export interface DiskImageStorage extends ImageStorageMethods {
  kind: 'disk';
  /** The folder keys are relative to (UPLOADS_DIR); the uploads plugin serves it with @fastify/static. */
  directory: string;
}

export interface S3ImageStorage extends ImageStorageMethods {
  kind: 's3';
  bucket: string;
  /** Prepended to every key in the bucket ('' or ending in '/'). */
  prefix: string;
}

export type ImageStorage = DiskImageStorage | S3ImageStorage;
