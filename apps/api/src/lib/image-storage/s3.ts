import type { Readable } from 'node:stream';
import {
  assertStoredImageKey,
  isStoredImageKey,
  type S3ImageStorage,
  STORED_IMAGE_CACHE_CONTROL,
  STORED_IMAGE_CONTENT_TYPE,
  type StoredImageRead,
} from './image-storage';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...) as config.ts reads it from S3_* (decision 0026). */
export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** Another S3-compatible service's address; unset: AWS S3 of `region`. */
  endpoint: string | undefined;
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default credential chain (AWS_* variables, ~/.aws, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Prepended to every key: '' or ending in '/'. */
  prefix: string;
}

/** A single entity tag, strong or weak (`"abc"`, `W/"abc"`): its strong form; a list or `*` is not looked at. */
function singleEntityTag(header: string | undefined): string | undefined {
  const match = header ? /^\s*(?:W\/)?("[^"]*")\s*$/.exec(header) : null;
  return match?.[1];
}

function httpStatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * Stored images as objects of one bucket, under `prefix` + key. Objects are written with their type and the
 * immutable cache header; reads stream the object's body (never buffered here), pass an If-None-Match on to the
 * bucket and map a missing object to `missing`, so the uploads plugin answers 404, not 500.
 */
export async function createS3ImageStorage(settings: S3StorageSettings): Promise<S3ImageStorage> {
  // Loaded only when a bucket is configured: the SDK adds about 250 ms and 25 MB to a start that does not use it.
  const { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // An unreachable bucket fails the request instead of holding it (and the upload or page behind it) forever.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  const { bucket, prefix } = settings;
  const objectKey = (key: string) => `${prefix}${key}`;

  return {
    kind: 's3',
    bucket,
    prefix,
    async put(key, bytes) {
      assertStoredImageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: STORED_IMAGE_CONTENT_TYPE,
          CacheControl: STORED_IMAGE_CACHE_CONTROL,
        }),
      );
    },
    async delete(key) {
      if (!isStoredImageKey(key)) return;
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async read(key, conditions): Promise<StoredImageRead> {
      if (!isStoredImageKey(key)) return { status: 'missing' };
      const ifNoneMatch = singleEntityTag(conditions?.ifNoneMatch);
      try {
        const output = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), IfNoneMatch: ifNoneMatch }),
        );
        return {
          status: 'found',
          object: {
            // In Node the SDK's body is the HTTP response itself: a Readable.
            body: output.Body as Readable,
            contentType: output.ContentType ?? STORED_IMAGE_CONTENT_TYPE,
            contentLength: output.ContentLength,
            etag: output.ETag,
            lastModified: output.LastModified,
          },
        };
      } catch (error) {
        if (error instanceof NoSuchKey || httpStatusOf(error) === 404) return { status: 'missing' };
        if (httpStatusOf(error) === 304 && ifNoneMatch) return { status: 'not-modified', etag: ifNoneMatch };
        throw error;
      }
    },
    async isWritable() {
      // Whether the bucket is there and these credentials reach it; a write is not tried at every probe.
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      client.destroy();
    },
  };
}
