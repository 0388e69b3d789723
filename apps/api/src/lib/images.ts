import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { msg } from '../i18n/message';
import { AppError } from './app-error';
import { type ImageStorage, isStoredImageKey } from './image-storage/image-storage';

/**
 * The one image pipeline of the product (event photos, demo images): the type is sniffed from the
 * bytes, the size is capped, metadata (EXIF, GPS, ICC comments) is dropped, and the picture is
 * re-encoded to WebP twice: a large version for the event page and a 16:9 thumbnail for cards.
 * Files get random names, so they never change and can be cached for a year. Where they are kept
 * (a folder or a bucket) is the ImageStorage's business (lib/image-storage/, decision 0026).
 */

/** Largest upload accepted: 5 MB (the spec: 'Image size should be less than 5MB'). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoded pixels allowed, against decompression bombs (a 5 MB PNG can claim gigapixels). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const LARGE_IMAGE_MAX_WIDTH = 1600;
export const LARGE_IMAGE_MAX_HEIGHT = 1600;
export const THUMB_WIDTH = 640;
export const THUMB_HEIGHT = 360;
const LARGE_QUALITY = 78;
const THUMB_QUALITY = 70;

/** Where the uploads plugin serves stored images: `/uploads/<key>`, whichever storage holds them (decision 0026). */
const UPLOADS_PUBLIC_PREFIX = '/uploads/';
const EVENT_IMAGES_KEY_PREFIX = 'events/';

export const IMAGE_NOT_AN_IMAGE_MESSAGE = msg('Please select an image file');
export const IMAGE_TOO_LARGE_MESSAGE = msg('Image size should be less than 5MB');

export type ImageRejectionReason = 'not-an-image' | 'too-large';

/**
 * Thrown for input that is not a PNG, JPEG or WebP picture, or is over the cap. It is an AppError,
 * so a route may let it through the error handler as it is (415 or 413 with field 'photo').
 */
export class ImageRejectedError extends AppError {
  constructor(readonly reason: ImageRejectionReason) {
    super(
      reason === 'too-large' ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE',
      reason === 'too-large' ? IMAGE_TOO_LARGE_MESSAGE : IMAGE_NOT_AN_IMAGE_MESSAGE,
      'photo',
    );
    this.name = 'ImageRejectedError';
  }
}

export const IMAGE_STORAGE_UNAVAILABLE_MESSAGE = msg(
  'Event images cannot be saved right now. Please try again later, or save the event without a new image.',
);

/**
 * The image storage refused the write: a read-only or full UPLOADS_DIR, a folder without permission, a bucket that
 * does not answer. Not the request's fault, so a 503 that says what failed (decision 0030); the cause is logged.
 */
export class ImageStorageUnavailableError extends AppError {
  constructor(override readonly cause: unknown) {
    super('SERVICE_UNAVAILABLE', IMAGE_STORAGE_UNAVAILABLE_MESSAGE, 'photo');
    this.name = 'ImageStorageUnavailableError';
  }
}

export interface StoredImage {
  /** Public path of the large WebP, e.g. /uploads/events/<uuid>-large.webp */
  photo: string;
  /** Public path of the 640x360 WebP thumbnail. */
  photoThumb: string;
}

type AcceptedFormat = 'png' | 'jpeg' | 'webp';

/** The format the leading bytes announce, or null: only PNG, JPEG and WebP are recognised. */
function sniffFormat(bytes: Buffer): AcceptedFormat | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Checks, re-encodes and writes an image to the storage; returns the public paths of the two files.
 * Throws ImageRejectedError for anything but a decodable PNG, JPEG or WebP up to MAX_IMAGE_BYTES.
 */
export async function storeImage(input: Buffer, storage: ImageStorage): Promise<StoredImage> {
  if (input.length > MAX_IMAGE_BYTES) throw new ImageRejectedError('too-large');
  const sniffed = sniffFormat(input);
  if (!sniffed) throw new ImageRejectedError('not-an-image');

  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  let large: Buffer;
  let thumb: Buffer;
  try {
    const metadata = await sharp(input, options).metadata();
    // The header and the decoder must agree: a JPEG header glued to something else is refused.
    if (metadata.format !== sniffed || !metadata.width || !metadata.height) {
      throw new ImageRejectedError('not-an-image');
    }
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
    [large, thumb] = await Promise.all([
      sharp(input, options)
        .rotate()
        .resize({
          width: LARGE_IMAGE_MAX_WIDTH,
          height: LARGE_IMAGE_MAX_HEIGHT,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: LARGE_QUALITY, effort: 4 })
        .toBuffer(),
      sharp(input, options)
        .rotate()
        .resize({
          width: THUMB_WIDTH,
          height: THUMB_HEIGHT,
          fit: 'cover',
          position: sharp.strategy.attention,
        })
        .webp({ quality: THUMB_QUALITY, effort: 4 })
        .toBuffer(),
    ]);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    // Corrupt, truncated or over-the-pixel-limit input: to the user it is simply not a usable image.
    throw new ImageRejectedError('not-an-image');
  }

  const id = randomUUID();
  const largeKey = `${EVENT_IMAGES_KEY_PREFIX}${id}-large.webp`;
  const thumbKey = `${EVENT_IMAGES_KEY_PREFIX}${id}-thumb.webp`;
  try {
    await storage.put(largeKey, large);
    try {
      await storage.put(thumbKey, thumb);
    } catch (error) {
      await storage.delete(largeKey).catch(() => undefined);
      throw error;
    }
  } catch (error) {
    throw new ImageStorageUnavailableError(error);
  }
  return {
    photo: `${UPLOADS_PUBLIC_PREFIX}${largeKey}`,
    photoThumb: `${UPLOADS_PUBLIC_PREFIX}${thumbKey}`,
  };
}

/** The storage key a public path names (`/uploads/events/<uuid>-large.webp` -> `events/<uuid>-large.webp`). */
function storageKeyOf(publicPath: string | null | undefined): string | null {
  return publicPath?.startsWith(UPLOADS_PUBLIC_PREFIX)
    ? publicPath.slice(UPLOADS_PUBLIC_PREFIX.length)
    : null;
}

/**
 * Deletes an image written by storeImage, given its public path. Anything that is not such a path
 * (null, an external URL, a path with '..') is ignored, so a stored value can never point the
 * deletion elsewhere (the storage deletes only keys of the shape storeImage writes). Returns true
 * when the path named a stored image and it was deleted; one already gone is not an error.
 */
export async function deleteStoredImage(
  publicPath: string | null | undefined,
  storage: ImageStorage,
): Promise<boolean> {
  const key = storageKeyOf(publicPath);
  if (!key || !isStoredImageKey(key)) return false;
  await storage.delete(key);
  return true;
}

/** Deletes both files of a stored image (for an event whose photo is replaced or removed). */
export async function deleteStoredImages(
  image: { photo?: string | null; photoThumb?: string | null },
  storage: ImageStorage,
): Promise<void> {
  await Promise.all([deleteStoredImage(image.photo, storage), deleteStoredImage(image.photoThumb, storage)]);
}
